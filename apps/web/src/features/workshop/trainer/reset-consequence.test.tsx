import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { testI18n } from '../../../test/render'
import { ResetConsequence } from './reset-consequence'

const consequence = (props: Parameters<typeof ResetConsequence>[0]) => {
  render(
    <I18nextProvider i18n={testI18n()}>
      <ResetConsequence {...props} />
    </I18nextProvider>,
  )
  return screen.getByRole('alert').textContent ?? ''
}

describe('ResetConsequence', () => {
  it('names the team and that its progress goes while its data stays', () => {
    const text = consequence({ scope: 'progress', team: 'red' })
    expect(text).toContain('Team red')
    expect(text).toContain(
      'Lost: every solved challenge, every notification and every coding-challenge status',
    )
    expect(text).toContain('Kept: the shop’s database and files')
  })

  it('says that a data reset loses database changes and files but keeps the solves', () => {
    const text = consequence({ scope: 'data', team: 'red' })
    expect(text).toContain('Lost: every change to the shop’s database')
    expect(text).toContain('uploaded or changed file')
    expect(text).toContain('Kept: solved challenges, notifications and coding-challenge status')
  })

  it('says that resetting everything leaves only the team and its players', () => {
    expect(consequence({ scope: 'all', team: 'red' })).toContain('Kept: only the team itself')
  })

  it('names the one challenge that becomes unsolved, for every team', () => {
    const text = consequence({ scope: 'challenge', challenge: 'Score Board' })
    expect(text).toContain('Every team of the workshop')
    expect(text).toContain('Lost: the solve of “Score Board”')
  })
})
