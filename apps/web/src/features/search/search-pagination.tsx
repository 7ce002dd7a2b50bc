import TablePagination from '@mui/material/TablePagination'
import { useTranslation } from 'react-i18next'
import { pageSizeOptions } from './search-layout'

const PAGE_BUTTON_LABELS = {
  first: 'LABEL_FIRST_PAGE',
  last: 'LABEL_LAST_PAGE',
  next: 'LABEL_NEXT_PAGE',
  previous: 'LABEL_PREVIOUS_PAGE',
} as const

interface SearchPaginationProps {
  count: number
  page: number
  pageSize: number
  onPageChange: (page: number) => void
  onPageSizeChange: (pageSize: number) => void
}

/** Paging below the grid: page size (multiples of 12), range "1–12 of 46" and page buttons. */
export function SearchPagination({
  count,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: SearchPaginationProps) {
  const { t } = useTranslation()
  return (
    <TablePagination
      component="div"
      data-testid="search-pagination"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizeOptions(count)}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage={t('LABEL_ITEMS_PER_PAGE')}
      labelDisplayedRows={({ from, to, count: total }) =>
        t('LABEL_PAGINATION_RANGE', { from, to, count: total })
      }
      getItemAriaLabel={(type) => t(PAGE_BUTTON_LABELS[type])}
      showFirstButton
      showLastButton
    />
  )
}
