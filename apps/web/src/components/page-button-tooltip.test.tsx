import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import PageButtonTooltip from './page-button-tooltip'

describe('PageButtonTooltip', () => {
  it('gives the button its label to show, and keeps its accessible name', () => {
    render(
      <PageButtonTooltip title="Next page">
        <button type="button" aria-label="Next page" />
      </PageButtonTooltip>,
    )
    const button = screen.getByRole('button', { name: 'Next page' })
    expect(button.getAttribute('data-page-button-label')).toBe('Next page')
  })

  it('leaves the button alone when the title is not plain text', () => {
    render(
      <PageButtonTooltip title={<span>Next</span>}>
        <button type="button" aria-label="Next page" />
      </PageButtonTooltip>,
    )
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('data-page-button-label')).toBe(
      false,
    )
  })
})
