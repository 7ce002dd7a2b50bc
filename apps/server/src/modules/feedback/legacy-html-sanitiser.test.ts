import { describe, expect, it } from 'vitest'
import { legacySanitiseHtml } from './legacy-html-sanitiser.js'

describe('legacySanitiseHtml (sanitize-html 1.4.2 defaults, one pass)', () => {
  it('reassembles a tag split around a removed script element', () => {
    expect(legacySanitiseHtml('<<script>Foo</script>iframe src="javascript:alert(`xss`)">')).toBe(
      '<iframe src="javascript:alert(`xss`)">',
    )
  })

  it('removes a plain iframe', () => {
    expect(legacySanitiseHtml('<iframe src="javascript:alert(`xss`)">')).toBe('')
  })

  it('removes disallowed tags, drops script content and keeps other content', () => {
    expect(
      legacySanitiseHtml(
        'I am a harm<script>steal-cookie</script><img src="csrf-attack"/><iframe src="evil-content"></iframe>less comment.',
      ),
    ).toBe('I am a harmless comment.')
    expect(legacySanitiseHtml('<span>kept</span> <style>p { x: y }</style>text')).toBe('kept text')
  })

  it('leaves text as it is, lone angle brackets and entities included', () => {
    expect(legacySanitiseHtml('5 < 7 and 7 > 5 &amp; "quoted"')).toBe('5 < 7 and 7 > 5 &amp; "quoted"')
  })

  it('keeps allowed tags, closes what is left open and drops comments', () => {
    expect(legacySanitiseHtml('<p>one<p>two <b>bold <i>both</b><!-- note --><br>')).toBe(
      '<p>one</p><p>two <b>bold <i>both</i></b><br /></p>',
    )
  })

  it('keeps only the allowed link attributes and refuses script links', () => {
    expect(legacySanitiseHtml('<a href="https://owasp.org" target="_blank" onclick="x()">OWASP</a>')).toBe(
      '<a href="https://owasp.org" target="_blank">OWASP</a>',
    )
    expect(legacySanitiseHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a href>x</a>')
    expect(legacySanitiseHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a href>x</a>')
    expect(legacySanitiseHtml(`<a name='a"onmouseover="x()'>x</a>`)).toBe(
      '<a name="a&quot;onmouseover=&quot;x()">x</a>',
    )
  })

  it('drops an unfinished tag at the end and is not recursive', () => {
    expect(legacySanitiseHtml('text <a href="x')).toBe('text ')
    expect(legacySanitiseHtml('<<img>script>alert(1)<</img>/script>')).toBe('<script>alert(1)</script>')
  })
})
