import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sandboxedEntityLoader, sandboxedTarget } from './sandboxed-entity-files.js'
import { XmlOverloadError, XmlSyntaxError } from './xml-errors.js'
import { parseXml, type XmlParseOptions } from './xml-parser.js'
import { serialiseXml } from './xml-serialiser.js'

const roundTrip = (text: string, options?: XmlParseOptions) => serialiseXml(parseXml(text, options))

const root = mkdtempSync(path.join(os.tmpdir(), 'xml-parser-test-'))
mkdirSync(path.join(root, 'Windows'))
writeFileSync(path.join(root, 'Windows', 'system.ini'), '; for 16-bit app support')
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('parseXml and serialiseXml', () => {
  it('writes a document back in libxml2 layout with escaping', () => {
    const text = `<?xml version="1.0" encoding="UTF-8"?>
<!-- before -->
<order id="7" note='a &amp; "b"'><line>1 &lt; 2 &#x41;&#66;</line><![CDATA[<raw>]]><?pi data?><empty /></order>`
    expect(roundTrip(text)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- before -->\n' +
        '<order id="7" note="a &amp; &quot;b&quot;"><line>1 &lt; 2 AB</line><![CDATA[<raw>]]><?pi data?><empty/></order>\n',
    )
  })

  it('keeps the internal subset and substitutes internal entities, also markup and parameter entities', () => {
    const text = `<!DOCTYPE foo [
      <!ELEMENT foo ANY >
      <!ENTITY % decl "<!ENTITY who 'Jim'>">
      %decl;
      <!ENTITY greeting "<b>hi</b> &who;">
    ]><foo a="&who;">&greeting;</foo>`
    expect(roundTrip(text)).toBe(
      '<?xml version="1.0"?>\n<!DOCTYPE foo [\n<!ELEMENT foo ANY>\n<!ENTITY % decl "<!ENTITY who \'Jim\'>">\n' +
        '<!ENTITY who \'Jim\'>\n<!ENTITY greeting "<b>hi</b> &who;">\n]>\n<foo a="Jim"><b>hi</b> Jim</foo>\n',
    )
  })

  it('keeps references to external entities when no loader is given', () => {
    const text = '<!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><foo>&xxe;</foo>'
    expect(roundTrip(text)).toContain('<foo>&xxe;</foo>')
  })

  it('loads external entities through the loader only', () => {
    const text = '<!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///c:/windows/SYSTEM.INI">]><foo>&xxe;</foo>'
    expect(roundTrip(text, { loadExternal: sandboxedEntityLoader(root) })).toContain(
      '<foo>; for 16-bit app support</foo>',
    )
  })

  it.each([
    ['<a><b></a>', 'Opening and ending tag mismatch: b and a'],
    ['<a>', 'Premature end of data in tag a'],
    ['', 'Document is empty'],
    ['<a/><b/>', 'Extra content at the end of the document'],
    ['<a>&nope;</a>', "Entity 'nope' not defined"],
    ['<a x="1" x="2"/>', 'Attribute x redefined'],
    ['<!DOCTYPE a [<!ENTITY e "&f;"><!ENTITY f "&e;">]><a>&e;</a>', 'Detected an entity reference loop'],
    ['<!DOCTYPE a [<!ENTITY x SYSTEM "x.txt">]><a b="&x;"/>', "Attribute references external entity 'x'"],
    [`${'<a>'.repeat(300)}${'</a>'.repeat(300)}`, 'Excessive depth in document: 256'],
  ])('refuses %j', (text, message) => {
    expect(() => parseXml(text)).toThrow(XmlSyntaxError)
    expect(() => parseXml(text)).toThrow(message)
  })

  it('refuses exponential expansion early, as amplification', () => {
    const levels = Array.from({ length: 6 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`)
    const text = `<!DOCTYPE a [<!ENTITY l0 "lol">${levels.join('')}]><a>&l6;</a>`
    expect(() => parseXml(text)).toThrow('Maximum entity amplification factor exceeded')
  })

  it('refuses exponential parameter entities while the DTD is read', () => {
    const levels = Array.from({ length: 7 }, (_, i) => `<!ENTITY % p${i + 1} "${`%p${i};`.repeat(10)}">`)
    expect(() => parseXml(`<!DOCTYPE a [<!ENTITY % p0 "lol">${levels.join('')}]><a/>`)).toThrow(
      'Maximum entity amplification factor exceeded',
    )
  })

  it('counts many references to one large entity against the expansion budget', () => {
    const text = `<!DOCTYPE a [<!ENTITY big "${'x'.repeat(50_000)}">]><a>${'&big;'.repeat(201)}</a>`
    expect(() => parseXml(text)).toThrow(XmlOverloadError)
    expect(() => parseXml(text.replace('&big;'.repeat(201), '&big;'.repeat(199)))).not.toThrow()
  })
})

describe('sandboxedTarget', () => {
  it.each([
    ['file:///etc/passwd', '/etc/passwd'],
    ['file://localhost/etc/passwd', '/etc/passwd'],
    ['/etc/passwd', '/etc/passwd'],
    ['../../../../etc/passwd', '/etc/passwd'],
    ['file:///proc/self/root/proc/1/cwd/etc/passwd', '/etc/passwd'],
    ['file:///etc/%70asswd', '/etc/passwd'],
  ])('maps %s into the tree', (systemId, inside) => {
    expect(sandboxedTarget(root, systemId)).toEqual({ kind: 'file', path: path.join(root, inside) })
  })

  it('recognises devices, the null device and foreign schemes', () => {
    expect(sandboxedTarget(root, 'file:///dev/urandom')).toEqual({ kind: 'device' })
    expect(sandboxedTarget(root, '/proc/self/root/dev/zero')).toEqual({ kind: 'device' })
    expect(sandboxedTarget(root, '/dev/null')).toEqual({ kind: 'empty' })
    expect(sandboxedTarget(root, 'https://example.com/evil.dtd')).toEqual({ kind: 'unsupported' })
  })

  it('matches Windows paths case-insensitively', () => {
    expect(sandboxedTarget(root, 'C:\\WINDOWS\\System.ini')).toEqual({
      kind: 'file',
      path: path.join(root, 'Windows', 'system.ini'),
    })
  })
})
