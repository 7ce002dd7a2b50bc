import { describe, expect, it } from 'vitest'
import { memoryShareUrl } from './share-link'

describe('memory share link', () => {
  it('tweets the caption with the shop handle', () => {
    expect(memoryShareUrl('Sunny day', '@juice')).toBe(
      'https://twitter.com/intent/tweet?text=Sunny day @juice',
    )
  })

  it('keeps the caption unencoded, so hash words end up in the fragment (missing encoding)', () => {
    const url = new URL(memoryShareUrl('cat #zatschi', '@juice'))
    expect(url.searchParams.get('text')).toBe('cat ')
    expect(url.hash).toBe('#zatschi%20@juice')
  })
})
