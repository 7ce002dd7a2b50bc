import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchCaptcha, postFeedback } from '../../test-support/feedback-helpers.js'
import { readJson, sendJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

/** The description meta tag of the client's index page, with or without XHTML-style ` /`. */
const metaDescription =
  /<meta name="description" content="Probably the most modern and sophisticated insecure web application"( \/)?>/

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})

describe('response headers', () => {
  it("sends the reference's response headers on GET /", async () => {
    const response = await t.request('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('feature-policy')).toBe("payment 'self'")
    expect(response.headers.get('x-recruiting')).toBe('/#/jobs')
    expect(response.headers.get('x-xss-protection')).toBeNull()
    expect(response.headers.get('x-powered-by')).toBeNull()
    expect(response.headers.get('strict-transport-security')).toBeNull()
    expect(response.headers.get('content-security-policy')).toBeNull()
  })

  it('sends them on API answers and error pages too', async () => {
    for (const path of ['/api/Products', '/rest/nothing-here']) {
      const response = await t.request(path)
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*')
      expect(response.headers.get('x-recruiting'), path).toBe('/#/jobs')
      expect(response.headers.get('x-powered-by'), path).toBeNull()
    }
  })

  it('answers a CORS preflight directly with 204', async () => {
    const response = await t.request('/rest/user/login', {
      method: 'OPTIONS',
      headers: {
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-foo',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,HEAD,PUT,PATCH,POST,DELETE')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,x-foo')
    expect(response.headers.get('vary')).toContain('Access-Control-Request-Headers')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    expect(await response.text()).toBe('')
  })
})

describe('routing', () => {
  it('collapses runs of slashes before routing', async () => {
    const response = await t.request('//rest//admin//application-version')
    expect(response.status).toBe(200)
    expect(await readJson(response)).toHaveProperty('version')
  })

  it('matches paths case-insensitively and tolerates one trailing slash', async () => {
    for (const path of [
      '/REST/ADMIN/APPLICATION-VERSION',
      '/rest/admin/application-version/',
      '/api/products/',
    ]) {
      expect((await t.request(path)).status, path).toBe(200)
    }
  })

  it.each(['/rest/x', '/api/Nothing', '/apiary', '/restaurant'])(
    'answers the unknown API path %s with the 500 error page',
    async (path) => {
      const response = await t.request(path)
      expect(response.status).toBe(500)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      const page = await response.text()
      expect(page).toContain(`<title>Error: Unexpected path: ${path}</title>`)
      expect(page).toContain('<h1>OWASP Juice Shop (Express ^5.')
      expect(page).toContain(`<h2><em>500</em> Error: Unexpected path: ${path}</h2>`)
    },
  )

  it('answers GET /api with 500', async () => {
    expect((await t.request('/api')).status).toBe(500)
  })

  it.each([
    ['GET', '/whatever'],
    ['GET', '/score-board?x=1'],
    ['POST', '/whatever'],
    ['DELETE', '/some/deep/path'],
    ['GET', '/API/upper-case-is-not-the-api-prefix'],
    ['GET', '/public/images/%2e%2e%2f%2e%2e%2fftp/eastere.gg'],
  ])('answers %s %s with the client index page', async (method, path) => {
    const response = await t.request(path, { method })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toMatch(metaDescription)
  })

  it('answers HEAD like GET without a body', async () => {
    const response = await t.request('/', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toBe('')
  })

  it('serves robots.txt', async () => {
    const response = await t.request('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await response.text()).toBe('User-agent: *\nDisallow: /ftp')
  })
})

describe('the error page', () => {
  it('answers JSON to clients that ask for it', async () => {
    const response = await t.request('/rest/x', { headers: { Accept: 'application/json, text/plain, */*' } })
    expect(response.status).toBe(500)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const { error } = await readJson<{ error: { message: string; stack: string } }>(response)
    expect(error.message).toBe('Unexpected path: /rest/x')
    expect(error.stack.split('\n')[0]).toBe('Error: Unexpected path: /rest/x')
  })

  it('answers the stack as plain text to clients that ask for text', async () => {
    const response = await t.request('/rest/x', { headers: { Accept: 'text/plain' } })
    expect(response.status).toBe(500)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await response.text()
    expect(text.split('\n')[0]).toBe('Error: Unexpected path: /rest/x')
    expect(text.split('\n').length).toBeGreaterThan(1)
  })

  it('uses the status of the error and escapes the texts', async () => {
    const response = await t.request('/api/Users')
    expect(response.status).toBe(401)
    const page = await response.text()
    expect(page).toContain('<title>UnauthorizedError: No Authorization header was found</title>')
    expect(page).toContain('<em>401</em>')
    const quoted = await (await t.request("/rest/it's<b>")).text()
    expect(quoted).toContain('Unexpected path: /rest/it&#39;s%3Cb%3E')
  })
})

describe('request bodies', () => {
  it('answers malformed JSON with the 500 page naming the SyntaxError', async () => {
    const response = await t.request('/rest/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": "admin@juice-sh.op",',
    })
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('SyntaxError')
  })

  it('ignores JSON sent without the JSON content type', async () => {
    const { captchaId, answer } = await fetchCaptcha(t)
    const response = await t.request('/api/Feedbacks', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ captchaId, captcha: answer, comment: 'Hi', rating: 5 }),
    })
    expect(response.status).toBe(401)
    expect(await response.text()).toBe('Wrong answer to CAPTCHA. Please try again.')
  })

  it('parses URL-encoded forms', async () => {
    const response = await t.request('/rest/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=admin%40juice-sh.op&password=admin123',
    })
    expect(response.status).toBe(200)
  })

  it('treats an empty JSON body as {}', async () => {
    const response = await t.request('/rest/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(response.status).toBe(401)
    expect(await response.text()).toBe('Invalid email or password.')
  })

  it('refuses a body over 100 kB with 413 and keeps answering afterwards', async () => {
    const huge = JSON.stringify({ comment: 'x'.repeat(110 * 1024), rating: 3 })
    const response = await t.request('/api/Feedbacks', sendJson('POST', JSON.parse(huge)))
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('<em>413</em>')
    const after = await postFeedback(t, { comment: 'small', rating: 3 })
    expect(after.status).toBe(201)
  })

  it('accepts a body just under the limit', async () => {
    const feedback = await postFeedback(t, { comment: 'y'.repeat(90 * 1024), rating: 2 })
    expect(feedback.status).toBe(201)
  })
})
