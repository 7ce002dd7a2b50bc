import TablePagination from '@mui/material/TablePagination'
import { useState, type ReactNode } from 'react'
import { ADMIN_PAGE_SIZE, clampPage, pageOf } from './admin-rules'

/** Client-side paging of a fixed 10 rows per page, with MUI's pagination footer. */
export function usePagedRows<T>(rows: readonly T[], id: string): { visible: T[]; pagination: ReactNode } {
  const [requestedPage, setPage] = useState(0)
  const page = clampPage(requestedPage, rows.length)
  const pagination = (
    <TablePagination
      id={id}
      component="div"
      count={rows.length}
      page={page}
      rowsPerPage={ADMIN_PAGE_SIZE}
      rowsPerPageOptions={[ADMIN_PAGE_SIZE]}
      onPageChange={(_event, next) => setPage(next)}
    />
  )
  return { visible: pageOf(rows, page), pagination }
}
