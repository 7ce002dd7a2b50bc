import type { AbiParameter } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  ArgumentError,
  formatResult,
  parseArgument,
  parseArgumentList,
  splitArguments,
} from './abi-arguments'

const parameter = (type: string, components?: AbiParameter[]) =>
  ({ type, name: 'x', components }) as AbiParameter

describe('contract arguments typed by the player', () => {
  it('splits at the commas outside brackets and quotes', () => {
    expect(splitArguments('')).toEqual([])
    expect(splitArguments(' 0xAbC ')).toEqual(['0xAbC'])
    expect(splitArguments('1, [2, 3], "a, b", (4,5)')).toEqual(['1', '[2, 3]', '"a, b"', '(4,5)'])
  })

  it('types each argument for its parameter', () => {
    const bank = '0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9'
    expect(
      parseArgumentList(`${bank}, 100, true, "juice, please", 0x1234, [1, 2]`, [
        parameter('address'),
        parameter('uint256'),
        parameter('bool'),
        parameter('string'),
        parameter('bytes'),
        parameter('uint8[]'),
      ]),
    ).toEqual([bank, 100n, true, 'juice, please', '0x1234', [1n, 2n]])
    expect(
      parseArgument(
        '{"a": "7", "b": false}',
        parameter(
          'tuple',
          [parameter('int256'), parameter('bool')].map((p, i) => ({ ...p, name: 'ab'[i] })),
        ),
        1,
      ),
    ).toEqual([7n, false])
  })

  it('names the argument that does not fit, and a wrong count', () => {
    expect(() => parseArgumentList('0x12', [parameter('address')])).toThrow(ArgumentError)
    try {
      parseArgumentList('1, nope', [parameter('uint256'), parameter('bool')])
    } catch (error) {
      expect(error).toMatchObject({ key: 'WEB3_ARGUMENT_INVALID', values: { position: '2', type: 'bool' } })
    }
    try {
      parseArgumentList('1, 2', [parameter('uint256')])
    } catch (error) {
      expect(error).toMatchObject({ key: 'WEB3_ARGUMENT_COUNT', values: { expected: '1', given: '2' } })
    }
    expect.assertions(3)
  })

  it('shows results readably', () => {
    expect(formatResult(10n ** 20n)).toBe('100000000000000000000')
    expect(formatResult('0xabc')).toBe('0xabc')
    expect(formatResult([1n, true, 'x'])).toBe('["1",true,"x"]')
  })
})
