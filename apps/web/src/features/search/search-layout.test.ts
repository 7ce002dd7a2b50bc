import { describe, expect, it } from 'vitest'
import {
  clampPage,
  columnsForWidth,
  matchesSearch,
  pageOf,
  pageSizeOptions,
  SEARCH_PAGE_SIZE,
} from './search-layout'

describe('grid columns', () => {
  it('follows the breakpoints 850, 1280, 1740 and 2600 px', () => {
    expect(columnsForWidth(320)).toBe(1)
    expect(columnsForWidth(849)).toBe(1)
    expect(columnsForWidth(850)).toBe(2)
    expect(columnsForWidth(1279)).toBe(2)
    expect(columnsForWidth(1280)).toBe(3)
    expect(columnsForWidth(1739)).toBe(3)
    expect(columnsForWidth(1740)).toBe(4)
    expect(columnsForWidth(2599)).toBe(4)
    expect(columnsForWidth(2600)).toBe(6)
    expect(columnsForWidth(5000)).toBe(6)
  })
})

describe('page sizes', () => {
  it('starts at 12 items per page', () => {
    expect(SEARCH_PAGE_SIZE).toBe(12)
  })

  it('offers multiples of 12 until every product fits on one page', () => {
    expect(pageSizeOptions(46)).toEqual([12, 24, 36, 48])
    expect(pageSizeOptions(36)).toEqual([12, 24, 36])
    expect(pageSizeOptions(37)).toEqual([12, 24, 36, 48])
    expect(pageSizeOptions(5)).toEqual([12])
    expect(pageSizeOptions(0)).toEqual([12])
  })
})

describe('paging', () => {
  const items = Array.from({ length: 30 }, (_, index) => index)

  it('cuts one page out of the results', () => {
    expect(pageOf(items, 0, 12)).toEqual(items.slice(0, 12))
    expect(pageOf(items, 2, 12)).toEqual([24, 25, 26, 27, 28, 29])
  })

  it('keeps the page inside the result', () => {
    expect(clampPage(5, 30, 12)).toBe(2)
    expect(clampPage(1, 30, 36)).toBe(0)
    expect(clampPage(-1, 30, 12)).toBe(0)
    expect(clampPage(3, 0, 12)).toBe(0)
  })
})

describe('search filter', () => {
  const apple = { name: 'Apple Juice (1000ml)', description: 'The all-time classic.' }

  it('matches name or description regardless of case', () => {
    expect(matchesSearch(apple, 'APPLE')).toBe(true)
    expect(matchesSearch(apple, 'classic')).toBe(true)
    expect(matchesSearch(apple, 'banana')).toBe(false)
  })

  it('lets everything through for an empty term', () => {
    expect(matchesSearch({ name: 'x', description: null }, '')).toBe(true)
  })
})
