import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JIM } from '../support/accounts.js'
import { openShopAs } from '../support/browser.js'
import { apiLogin } from '../support/checkout.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { api, type RunningShop } from '../support/shop.js'

/** A small but well-formed PDF. */
function smallPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  )
}

interface StoredComplaint {
  id: number
  UserId: number | null
  message: string
  file: string | null
}

async function complaintsOfShop(shop: RunningShop): Promise<StoredComplaint[]> {
  const { token } = await apiLogin(shop, JIM.email, JIM.password)
  const { body } = await api<{ data: StoredComplaint[] }>(shop, '/api/Complaints', { token })
  return body.data
}

async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await page.locator('#file').setInputFiles({ name, mimeType, buffer })
  await page.getByTestId('invoice-name').filter({ hasText: name }).waitFor()
}

describe('complaints', () => {
  const fixture = useShopAndBrowser()
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    ;({ context, page } = await openShopAs(fixture.browser, fixture.shop, JIM))
  })
  afterAll(async () => {
    await context?.close()
  })

  it('files a complaint with a small PDF invoice and shows the reference', async () => {
    await page.goto(`${fixture.shop.baseUrl}/#/complain`)
    await expect.poll(() => page.locator('#complaintEmail').inputValue()).toBe(JIM.email)
    const submit = page.locator('#submitButton')
    await expect(submit.isDisabled()).resolves.toBe(true)
    await page.locator('#complaintMessage').fill('The lid of my juice was already open.')
    await chooseFile(page, 'invoice.pdf', 'application/pdf', smallPdf())
    await expect(submit.isEnabled()).resolves.toBe(true)

    const upload = page.waitForResponse((response) => response.url().endsWith('/file-upload'))
    await submit.click()
    expect((await upload).status()).toBe(204)
    const reply = page.locator('#complaint-confirmation')
    await reply.waitFor()
    const reference = /Your complaint reference is #(\d+)$/.exec((await reply.textContent()) ?? '')?.[1]
    expect(reference).toBeDefined()
    const stored = (await complaintsOfShop(fixture.shop)).find(
      (complaint) => complaint.id === Number(reference),
    )
    expect(stored).toMatchObject({ message: 'The lid of my juice was already open.', file: 'invoice.pdf' })
    expect(stored?.UserId).toBeGreaterThan(0)
    // The form starts over.
    await expect(page.locator('#complaintMessage').inputValue()).resolves.toBe('')
    await page.getByTestId('invoice-name').filter({ hasText: 'No file chosen' }).waitFor()
    await expect(submit.isDisabled()).resolves.toBe(true)
  })

  it('rejects a file over 100 KB and an .exe in the browser', async () => {
    await page.goto(`${fixture.shop.baseUrl}/#/complain`)
    const submit = page.locator('#submitButton')
    await page.locator('#complaintMessage').fill('Please refund me.')
    await expect(submit.isEnabled()).resolves.toBe(true)

    await chooseFile(page, 'invoice.pdf', 'application/pdf', Buffer.alloc(100_001, 0x20))
    await page.getByText('File too large. Maximum 100 KB allowed.').waitFor()
    await expect(submit.isDisabled()).resolves.toBe(true)

    await chooseFile(page, 'invoice.exe', 'application/x-msdownload', Buffer.from('MZ not really a program'))
    await page.getByText('Forbidden file type. Only PDF, ZIP allowed.').waitFor()
    await expect(submit.isDisabled()).resolves.toBe(true)

    await chooseFile(page, 'invoice.pdf', 'application/pdf', smallPdf())
    await expect(page.getByText('Forbidden file type', { exact: false }).count()).resolves.toBe(0)
    await expect(submit.isEnabled()).resolves.toBe(true)
  })

  it('shows the server text when the upload is refused and files nothing', async () => {
    await page.goto(`${fixture.shop.baseUrl}/#/complain`)
    const before = (await complaintsOfShop(fixture.shop)).length
    await page.locator('#complaintMessage').fill('Our B2B order, as usual.')
    await chooseFile(
      page,
      'order.xml',
      'text/xml',
      Buffer.from('<?xml version="1.0"?><order><id>1</id></order>'),
    )
    await page.locator('#submitButton').click()
    const error = page.locator('#complaint-error')
    await error.waitFor()
    await expect(error.textContent()).resolves.toContain(
      'B2B customer complaints via file upload have been deprecated for security reasons',
    )
    await expect(page.locator('#complaintMessage').inputValue()).resolves.toBe('Our B2B order, as usual.')
    await expect(complaintsOfShop(fixture.shop)).resolves.toHaveLength(before)
  })
})
