import { describe, expect, it } from 'vitest'
import { html, trustedHtml } from './template.js'

// Another name for the tag keeps the formatter from reflowing the markup the assertions compare.
const tag = html

describe('html templates', () => {
  it('escapes interpolated text, also inside attributes', () => {
    const value = `"><script>alert('x')</script>&`
    const escaped = '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;'
    expect(tag`<input value="${value}">${value}`.markup).toBe(`<input value="${escaped}">${escaped}`)
  })

  it('keeps nested fragments and trusted markup, joins lists and drops empty values', () => {
    const items = ['<a>', 'b'].map((item) => tag`<li>${item}</li>`)
    expect(tag`<ul>${items}</ul>${null}${undefined}${trustedHtml('<hr>')}${3}`.markup).toBe(
      '<ul><li>&lt;a&gt;</li><li>b</li></ul><hr>3',
    )
  })
})
