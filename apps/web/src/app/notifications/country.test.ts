import { describe, expect, it } from 'vitest'
import { countryDisplay, flagEmoji, showsCountry } from './country'

const armenia = { name: 'Armenia', code: 'AM' }

describe('country flag', () => {
  it('spells a code in regional-indicator symbols', () => {
    expect(flagEmoji('AM')).toBe('\u{1F1E6}\u{1F1F2}')
    expect(flagEmoji('de')).toBe('\u{1F1E9}\u{1F1EA}')
  })

  it('has none for anything but two letters', () => {
    expect(flagEmoji('')).toBeUndefined()
    expect(flagEmoji('ARM')).toBeUndefined()
    expect(flagEmoji('4M')).toBeUndefined()
  })
})

describe('country in solve notifications', () => {
  it('shows the name, the flag or both as configured', () => {
    expect(countryDisplay('name', armenia)).toEqual({ name: 'Armenia', flag: undefined, showName: true })
    expect(countryDisplay('flag', armenia)).toEqual({ name: 'Armenia', flag: '🇦🇲', showName: false })
    expect(countryDisplay('both', armenia)).toEqual({ name: 'Armenia', flag: '🇦🇲', showName: true })
  })

  it('shows nothing when switched off, unknown or unmapped', () => {
    expect(countryDisplay('none', armenia)).toBeNull()
    expect(countryDisplay(undefined, armenia)).toBeNull()
    expect(countryDisplay('emoji', armenia)).toBeNull()
    expect(countryDisplay('both', undefined)).toBeNull()
    expect(showsCountry('none')).toBe(false)
    expect(showsCountry('flag')).toBe(true)
  })

  it('falls back to the name when the code cannot be drawn as a flag', () => {
    expect(countryDisplay('flag', { name: 'Atlantis', code: 'ATL' })).toEqual({
      name: 'Atlantis',
      flag: undefined,
      showName: true,
    })
  })
})
