import { cloneElement, type ReactElement, type ReactNode } from 'react'

interface PageButtonTooltipProps {
  title: ReactNode
  children: ReactElement<{ 'data-page-button-label'?: string }>
}

/**
 * Stands in for MUI's Tooltip around the paging buttons of TablePagination (swapped in at build time by
 * build/mui-swaps.ts): the button keeps its aria-label, and its label shows beside it on hover and on
 * keyboard focus, drawn by CSS from `data-page-button-label` (styles.css) instead of a Popper.
 */
export default function PageButtonTooltip({ title, children }: PageButtonTooltipProps) {
  return typeof title === 'string' ? cloneElement(children, { 'data-page-button-label': title }) : children
}
