import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchStub, renderPage } from '../../../test/render'
import PublicScoreboard from './public-scoreboard'

vi.mock('../../../lib/socket', () => ({
  connectShopSocket: () => Promise.resolve({ on: vi.fn(), io: { on: vi.fn() }, disconnect: vi.fn() }),
}))

describe('public scoreboard', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('ranks the teams and lists the latest solves', async () => {
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'GET workshop/api/scoreboard': {
          json: [
            { rank: 1, name: 'red', score: 300, solved: 3, lastSolvedAt: null },
            { rank: 2, name: 'blue', score: 100, solved: 1, lastSolvedAt: null },
          ],
        },
        'GET workshop/api/scoreboard/recent': {
          json: [{ team: 'red', name: 'Login Admin', difficulty: 2, solvedAt: new Date().toISOString() }],
        },
      }),
    )
    renderPage(<PublicScoreboard />)
    expect(await screen.findByText('red solved Login Admin')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Difficulty 2 of 6' }).textContent).toBe('★★')
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(['1red3003', '2blue1001'])
  })

  it('says so when the workshop’s scoreboard is not public', async () => {
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'GET workshop/api/scoreboard': {
          status: 403,
          json: { error: 'The scoreboard is not public in this workshop' },
        },
        'GET workshop/api/scoreboard/recent': {
          status: 403,
          json: { error: 'The scoreboard is not public in this workshop' },
        },
      }),
    )
    renderPage(<PublicScoreboard />)
    expect((await screen.findByText(/is not public/)).textContent).toBe(
      'The scoreboard of this workshop is not public. Your trainer can show it from the trainer console.',
    )
  })
})
