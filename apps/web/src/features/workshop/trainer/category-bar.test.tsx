import { fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { testI18n } from '../../../test/render'
import { CategoryBar, fillHeight } from './category-bar'

const categories = [
  { category: 'Injection', solved: 1, total: 20 },
  { category: 'XSS', solved: 0, total: 9 },
  { category: 'Miscellaneous', solved: 4, total: 4 },
]

describe('fillHeight', () => {
  it('fills a bar as far as the team got', () => {
    expect(fillHeight({ category: 'XSS', solved: 0, total: 9 }, 20)).toBe(0)
    expect(fillHeight({ category: 'XSS', solved: 4, total: 4 }, 20)).toBe(20)
    expect(fillHeight({ category: 'XSS', solved: 5, total: 10 }, 20)).toBe(10)
  })

  it('keeps a first solve in a large category visible', () => {
    expect(fillHeight({ category: 'Injection', solved: 1, total: 20 }, 20)).toBe(3)
  })
})

describe('CategoryBar', () => {
  it('reads out every category with its count, and lists them on hover', async () => {
    render(
      <I18nextProvider i18n={testI18n()}>
        <CategoryBar categories={categories} />
      </I18nextProvider>,
    )
    const bar = screen.getByRole('img')
    expect(bar.getAttribute('aria-label')).toBe('Injection: 1 of 20, XSS: 0 of 9, Miscellaneous: 4 of 4')
    fireEvent.mouseOver(bar)
    expect((await screen.findByRole('tooltip')).textContent).toContain('Miscellaneous: 4 of 4')
  })
})
