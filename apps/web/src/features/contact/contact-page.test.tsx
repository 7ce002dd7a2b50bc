import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchStub, renderPage } from '../../test/render'
import ContactPage from './contact-page'

function stubShop(
  feedbackAnswer: { status?: number; json?: unknown; text?: string } = { status: 201, json: {} },
) {
  const fetchMock = vi.fn(
    fetchStub({
      'GET rest/user/whoami': { json: { user: { id: 1, email: 'admin@juice-sh.op' } } },
      'GET rest/captcha': { json: { captchaId: 7, captcha: '2*3+1', answer: '7' } },
      'POST api/Feedbacks/': feedbackAnswer,
    }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function sentFeedback(fetchMock: ReturnType<typeof stubShop>): unknown {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
  return JSON.parse(String(call?.[1]?.body))
}

async function fillCommentAndCaptcha(): Promise<void> {
  await screen.findByText('2*3+1')
  fireEvent.change(screen.getByLabelText(/Comment/), { target: { value: 'Tasty' } })
  fireEvent.change(screen.getByLabelText(/Result/), { target: { value: '7' } })
}

describe('contact page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the masked author and the hidden user id from whoami', async () => {
    stubShop()
    renderPage(<ContactPage />, '/contact')
    await waitFor(() => expect(screen.getByLabelText('Author')).toHaveProperty('value', '***in@juice-sh.op'))
    const userId = document.querySelector<HTMLInputElement>('#userId')
    expect(userId?.hidden).toBe(true)
    expect(userId?.value).toBe('1')
  })

  it('sends comment with author, captcha as a string, rating and user id', async () => {
    const fetchMock = stubShop()
    renderPage(<ContactPage />, '/contact')
    await fillCommentAndCaptcha()
    const submit = screen.getByRole('button', { name: 'Submit' })
    expect(submit).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByLabelText('4 of 5 stars'))
    await waitFor(() => expect(submit).toHaveProperty('disabled', false))
    fireEvent.click(submit)
    await waitFor(() =>
      expect(sentFeedback(fetchMock)).toEqual({
        UserId: 1,
        captchaId: 7,
        captcha: '7',
        comment: 'Tasty (***in@juice-sh.op)',
        rating: 4,
      }),
    )
  })

  it('sends rating 0 when the disabled attribute is removed (zero stars)', async () => {
    const fetchMock = stubShop()
    renderPage(<ContactPage />, '/contact')
    await fillCommentAndCaptcha()
    const submit = screen.getByRole('button', { name: 'Submit' })
    await waitFor(() => expect(submit).toHaveProperty('disabled', true))
    submit.removeAttribute('disabled')
    fireEvent.click(submit)
    await waitFor(() => expect(sentFeedback(fetchMock)).toMatchObject({ rating: 0 }))
  })

  it('sends whatever the un-hidden user id field holds (forged feedback)', async () => {
    const fetchMock = stubShop()
    renderPage(<ContactPage />, '/contact')
    await fillCommentAndCaptcha()
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('#userId')?.value).toBe('1'))
    document.querySelector<HTMLInputElement>('#userId')!.value = '2'
    fireEvent.click(screen.getByLabelText('3 of 5 stars'))
    const submit = screen.getByRole('button', { name: 'Submit' })
    await waitFor(() => expect(submit).toHaveProperty('disabled', false))
    fireEvent.click(submit)
    await waitFor(() => expect(sentFeedback(fetchMock)).toMatchObject({ UserId: 2, rating: 3 }))
  })

  it('clears the captcha answer and loads a new captcha after a rejection', async () => {
    const fetchMock = stubShop({ status: 401, text: 'Wrong answer to CAPTCHA. Please try again.' })
    renderPage(<ContactPage />, '/contact')
    await fillCommentAndCaptcha()
    fireEvent.click(screen.getByLabelText('2 of 5 stars'))
    const submit = screen.getByRole('button', { name: 'Submit' })
    await waitFor(() => expect(submit).toHaveProperty('disabled', false))
    fireEvent.click(submit)
    await waitFor(() => expect(screen.getByLabelText(/Result/)).toHaveProperty('value', ''))
    expect(screen.getByLabelText(/Comment/)).toHaveProperty('value', 'Tasty')
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([path]) => path === 'rest/captcha')).toHaveLength(2),
    )
  })
})
