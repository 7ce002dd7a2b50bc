import { describe, expect, it } from 'vitest'
import type { ApplicationConfig } from '../lib/application-config'
import { shouldShowWelcome } from './welcome-dialog'

const config = (showOnFirstStart?: boolean): ApplicationConfig => ({
  application: { welcomeBanner: { showOnFirstStart, title: 'Hi', message: '<p>Hi</p>' } },
})

describe('welcome dialog', () => {
  it('opens on a first visit', () => {
    expect(shouldShowWelcome(config(true), undefined)).toBe(true)
  })

  it('stays closed after dismissal or when switched off', () => {
    expect(shouldShowWelcome(config(true), 'dismiss')).toBe(false)
    expect(shouldShowWelcome(config(false), undefined)).toBe(false)
    expect(shouldShowWelcome(undefined, undefined)).toBe(false)
  })
})
