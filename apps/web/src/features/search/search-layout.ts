/** Layout rules of the search results grid. */

export const SEARCH_PAGE_SIZE = 12

/** Window widths (px) at which the grid gains columns, with the column count below each. */
const COLUMN_BREAKPOINTS: ReadonlyArray<readonly [maxWidthExclusive: number, columns: number]> = [
  [850, 1],
  [1280, 2],
  [1740, 3],
  [2600, 4],
]
const WIDEST_COLUMNS = 6

/** 1 column below 850 px, 2 below 1280, 3 below 1740, 4 below 2600, 6 from 2600 on. */
export function columnsForWidth(width: number): number {
  for (const [limit, columns] of COLUMN_BREAKPOINTS) if (width < limit) return columns
  return WIDEST_COLUMNS
}

/** Multiples of 12 until every product fits on one page: 46 products give 12, 24, 36, 48. */
export function pageSizeOptions(productCount: number): number[] {
  const steps = Math.max(1, Math.ceil(productCount / SEARCH_PAGE_SIZE))
  return Array.from({ length: steps }, (_, index) => (index + 1) * SEARCH_PAGE_SIZE)
}

/** The products of one zero-based page. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice(page * pageSize, (page + 1) * pageSize)
}

/** The last page that still shows something, so a smaller result never leaves an empty page. */
export function clampPage(page: number, itemCount: number, pageSize: number): number {
  const lastPage = Math.max(0, Math.ceil(itemCount / pageSize) - 1)
  return Math.min(Math.max(0, page), lastPage)
}

interface Searchable {
  name: string
  description?: string | null
}

/** The case-insensitive filter the search term applies on top of the server's answer. */
export function matchesSearch(product: Searchable, query: string): boolean {
  const needle = query.toLowerCase()
  if (needle === '') return true
  return `${product.name}\n${product.description ?? ''}`.toLowerCase().includes(needle)
}
