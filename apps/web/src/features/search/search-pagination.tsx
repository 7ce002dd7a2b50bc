import FirstPageIcon from '@mui/icons-material/FirstPage'
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft'
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight'
import LastPageIcon from '@mui/icons-material/LastPage'
import IconButton from '@mui/material/IconButton'
import InputBase from '@mui/material/InputBase'
import NativeSelect from '@mui/material/NativeSelect'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { pageSizeOptions } from './search-layout'

interface SearchPaginationProps {
  count: number
  page: number
  pageSize: number
  onPageChange: (page: number) => void
  onPageSizeChange: (pageSize: number) => void
}

/**
 * Paging below the grid: page size (multiples of 12), range "1–12 of 46" and page buttons, laid out as MUI's
 * TablePagination. Built from smaller parts because TablePagination's page-size Select brings MUI's Menu and Popover
 * (some 10 KiB gzipped) into every first visit; a native select needs neither. Each button's label also shows on
 * hover and keyboard focus, drawn by CSS from `data-page-button-label` (styles.css).
 */
export function SearchPagination({
  count,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: SearchPaginationProps) {
  const { t } = useTranslation()
  const labelId = useId()
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1)
  const from = count === 0 ? 0 : page * pageSize + 1
  const to = Math.min(count, (page + 1) * pageSize)
  const pageButton = (labelKey: string, target: number, disabled: boolean, icon: ReactNode) => (
    <IconButton
      aria-label={t(labelKey)}
      data-page-button-label={t(labelKey)}
      disabled={disabled}
      onClick={() => onPageChange(target)}
      color="inherit"
    >
      {icon}
    </IconButton>
  )
  return (
    <Stack
      data-testid="search-pagination"
      direction="row"
      spacing={{ xs: 1, sm: 2 }}
      useFlexGap
      sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', minHeight: 52, px: 2 }}
    >
      <Typography variant="body2" id={labelId}>
        {t('LABEL_ITEMS_PER_PAGE')}
      </Typography>
      <NativeSelect
        value={pageSize}
        onChange={(event) => onPageSizeChange(Number(event.target.value))}
        input={<InputBase />}
        inputProps={{ 'aria-labelledby': labelId }}
        sx={{ fontSize: '0.875rem' }}
      >
        {pageSizeOptions(count).map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </NativeSelect>
      <Typography variant="body2">{t('LABEL_PAGINATION_RANGE', { from, to, count })}</Typography>
      <span>
        {pageButton('LABEL_FIRST_PAGE', 0, page === 0, <FirstPageIcon />)}
        {pageButton('LABEL_PREVIOUS_PAGE', page - 1, page === 0, <KeyboardArrowLeft />)}
        {pageButton('LABEL_NEXT_PAGE', page + 1, page >= lastPage, <KeyboardArrowRight />)}
        {pageButton('LABEL_LAST_PAGE', lastPage, page >= lastPage, <LastPageIcon />)}
      </span>
    </Stack>
  )
}
