import { describe, expect, it } from 'vitest'
import { sanitiseHtml } from './html-sanitiser.js'

/** Nothing that can start a tag other than the allowed ones, run code or load content survives. */
function expectHarmless(output: string): void {
  expect(output).not.toMatch(/<(?!\/?(a|b|br|em|p|span)\b)/i)
  expect(output).not.toMatch(/javascript:|java&#|onerror|onclick|<script|<iframe|<img|<!--/i)
}

describe('sanitiseHtml', () => {
  it('keeps the markup product descriptions use', () => {
    const description =
      'Fresh <em>and</em> cold<br/><span style="color:red;">gone</span> <a href="https://www.owasp.org/index.php/O-Saft" target="_blank">More...</a>'
    expect(sanitiseHtml(description)).toBe(
      'Fresh <em>and</em> cold<br /><span>gone</span> <a href="https://www.owasp.org/index.php/O-Saft" target="_blank">More...</a>',
    )
  })

  it.each([
    ['<iframe src="javascript:alert(`xss`)">', ''],
    ['<script>alert(1)</script>ok', 'ok'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#115;cript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="https://ok.example" onclick="alert(1)">x</a>', '<a href="https://ok.example">x</a>'],
    [
      '<a href="https://x.example/?a=1&b=<2>">x</a>',
      '<a href="https://x.example/?a=1&amp;b=&lt;2&gt;">x</a>',
    ],
    ['<a href="https://x.example/?a=1&b=2">x</a>', '<a href="https://x.example/?a=1&amp;b=2">x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<a href="/\\evil.example">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="/x" target="_new">x</a>', '<a href="/x">x</a>'],
    ['<<b>iframe src=x>', '&lt;<b>iframe src=x&gt;</b>'],
    ['<!-- <script> -->text', 'text'],
    ['<textarea><script>alert(1)</script></textarea>ok', 'ok'],
    ['<svg><style><img src=x onerror=alert(1)></style></svg>', ''],
    ['1 < 2 > 0', '1 &lt; 2 &gt; 0'],
  ])('neutralises %s', (input, expected) => {
    const output = sanitiseHtml(input)
    expect(output).toBe(expected)
    expectHarmless(output)
  })

  it('keeps safe links: site paths, fragments, mail addresses and browsing context targets', () => {
    expect(sanitiseHtml('<a href="/#/search?q=apple" target="_self">a</a><a href="#top">b</a>')).toBe(
      '<a href="/#/search?q=apple" target="_self">a</a><a href="#top">b</a>',
    )
    expect(sanitiseHtml('<a href="mailto:jim@juice-sh.op" target="_top">c</a>')).toBe(
      '<a href="mailto:jim@juice-sh.op" target="_top">c</a>',
    )
  })

  it('is stable: sanitising a sanitised text changes nothing', () => {
    const inputs = [
      '<a href="https://a.example?x=1&y=2" target="_blank">A</a>',
      '<<iframe>iframe>',
      'a & b',
      '<scr<script>ipt>alert(1)</script>',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    ]
    for (const input of inputs) {
      const once = sanitiseHtml(input)
      expectHarmless(once)
      expect(sanitiseHtml(once)).toBe(once)
    }
  })

  it('handles long hostile texts in linear time', () => {
    const started = Date.now()
    const output = sanitiseHtml('<script>'.repeat(20000) + '<a '.repeat(20000))
    expect(Date.now() - started).toBeLessThan(2000)
    expectHarmless(output)
  })
})
