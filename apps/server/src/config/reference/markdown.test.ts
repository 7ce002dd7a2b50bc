import { describe, expect, it } from 'vitest'
import { code, table, yamlValue } from './markdown.js'

describe('configuration reference markdown', () => {
  it('keeps a | inside a cell from ending it', () => {
    expect(table(['Key', 'Allowed'], [['mode', '`a|b`']])).toBe(
      '| Key | Allowed |\n| --- | --- |\n| mode | `a\\|b` |',
    )
  })

  it('quotes text containing backticks with a longer fence', () => {
    expect(code('a `b` c')).toBe('``a `b` c``')
    expect(code('`x')).toBe('`` `x ``')
  })

  it('writes defaults as YAML would, shortening long texts and counting long lists', () => {
    expect(yamlValue(null)).toBe('`~`')
    expect(yamlValue('')).toBe("`''`")
    expect(yamlValue(undefined)).toBe('—')
    expect(yamlValue(['a', 'b'])).toBe('`[a, b]`')
    expect(yamlValue(Array.from({ length: 30 }, (_, index) => `entry-${index}`))).toBe('30 entries')
    expect(yamlValue('x'.repeat(80))).toBe(`\`${'x'.repeat(59)}…\` (shortened)`)
  })
})
