import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../test/render'
import ChatbotPage from './chatbot-page'

const config = {
  config: {
    application: {
      chatBot: {
        name: 'Juicy',
        avatar: 'https://cdn.example.com/bots/OurBot.png?size=2',
        sampleQuestions: ['CHATBOT_PROMPT_RECOMMENDATION_POPULAR', 'CHATBOT_PROMPT_RECOMMENDATION_SEASONAL'],
      },
    },
  },
}

const sse = (event: unknown) => `data: ${typeof event === 'string' ? event : JSON.stringify(event)}\n\n`
const delta = (content: string) => sse({ choices: [{ delta: { content } }] })
const toolCall = sse({
  choices: [
    {
      delta: {
        tool_calls: [
          {
            id: 'c1',
            type: 'function',
            function: { name: 'searchProducts', arguments: '{"query":"apple juice"}' },
          },
        ],
      },
    },
  ],
})
const finish = sse({ choices: [{ finish_reason: 'stop' }] }) + sse('[DONE]')

/** One `POST rest/chat`: its request and the stream the test writes into. */
interface ChatCall {
  body: { messages: { role: string; content: string }[] }
  headers: Record<string, string>
  signal: AbortSignal
  write(text: string): void
  close(): void
}

/** Answers for the next chat requests that are no stream (e.g. 429); otherwise a stream opens. */
let refusals: { status: number; json: unknown }[] = []
let calls: ChatCall[] = []

function stubShop() {
  const encoder = new TextEncoder()
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input)
    if (url === 'rest/admin/application-configuration')
      return new Response(JSON.stringify(config), { headers: { 'Content-Type': 'application/json' } })
    if (url !== 'rest/chat' || init?.method !== 'POST') return new Response('not stubbed', { status: 500 })
    const refusal = refusals.shift()
    if (refusal)
      return new Response(JSON.stringify(refusal.json), {
        status: refusal.status,
        headers: { 'Content-Type': 'application/json' },
      })
    let controller!: ReadableStreamDefaultController<Uint8Array>
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
    const signal = init.signal!
    signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')))
    calls.push({
      body: JSON.parse(String(init.body)) as ChatCall['body'],
      headers: init.headers as Record<string, string>,
      signal,
      write: (text) => controller.enqueue(encoder.encode(text)),
      close: () => controller.close(),
    })
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const input = () => screen.getByLabelText('Your message')
const conversation = () => screen.getByRole('log')

function ask(text: string): void {
  fireEvent.change(input(), { target: { value: text } })
  fireEvent.keyDown(input(), { key: 'Enter' })
}

/** Waits for the next chat request. */
async function nextCall(count: number): Promise<ChatCall> {
  await waitFor(() => expect(calls).toHaveLength(count))
  return calls[count - 1]!
}

describe('support chat page', () => {
  beforeEach(() => {
    calls = []
    refusals = []
    sessionStorage.clear()
    localStorage.clear()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows the configured assistant, the conversation log, the labelled input and the sample questions', async () => {
    stubShop()
    const { container } = renderPage(<ChatbotPage />, '/chatbot')
    expect(await screen.findByRole('heading', { name: 'Juicy' })).toBeTruthy()
    expect(container.querySelector('img[src="assets/public/images/OurBot.png"]')).not.toBeNull()
    expect(conversation().getAttribute('aria-live')).toBe('polite')
    expect(conversation().getAttribute('aria-label')).toBe('Conversation with Juicy')
    expect(input().tagName).toBe('TEXTAREA')
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'New conversation' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'What are your most popular products?' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Which products are in season right now?' })).toBeTruthy()
  })

  it('sends a sample question and shows the answer as it streams in', async () => {
    stubShop()
    localStorage.setItem('token', 'header.payload.signature')
    renderPage(<ChatbotPage />, '/chatbot')
    fireEvent.click(await screen.findByRole('button', { name: 'What are your most popular products?' }))
    const call = await nextCall(1)
    expect(call.body).toEqual({
      messages: [{ role: 'user', content: 'What are your most popular products?' }],
    })
    expect(call.headers.Authorization).toBe('Bearer header.payload.signature')
    expect(within(conversation()).getByText('Juicy is thinking …')).toBeTruthy()
    expect(conversation().getAttribute('aria-busy')).toBe('true')

    call.write(delta('Our best seller is '))
    await within(conversation()).findByText('Our best seller is')
    call.write(delta('Apple Juice.\nTry it!'))
    const answer = await within(conversation()).findByText(/Our best seller is Apple Juice\.\s+Try it!/)
    expect(answer.textContent).toBe('Our best seller is Apple Juice.\nTry it!')
    expect(screen.getByRole('button', { name: 'Stop the answer' })).toBeTruthy()
    call.write(finish)
    call.close()
    await screen.findByRole('button', { name: 'Send message' })
    expect(conversation().getAttribute('aria-busy')).toBe('false')
    expect(screen.queryByRole('button', { name: 'What are your most popular products?' })).toBeNull()
  })

  it('sends with Enter, not with Shift+Enter, and sends the whole conversation each time', async () => {
    stubShop()
    renderPage(<ChatbotPage />, '/chatbot')
    fireEvent.change(input(), { target: { value: 'Do you sell' } })
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true })
    expect(calls).toHaveLength(0)
    ask('Do you sell apple juice?')
    const first = await nextCall(1)
    expect(input()).toHaveProperty('value', '')
    first.write(delta('Yes: Apple Juice (1000ml).') + finish)
    first.close()
    await screen.findByRole('button', { name: 'Send message' })

    ask('  And banana juice?  ')
    const second = await nextCall(2)
    expect(second.body.messages).toEqual([
      { role: 'user', content: 'Do you sell apple juice?' },
      { role: 'assistant', content: 'Yes: Apple Juice (1000ml).' },
      { role: 'user', content: 'And banana juice?' },
    ])
  })

  it('shows the answer as plain text, never as HTML', async () => {
    stubShop()
    const { container } = renderPage(<ChatbotPage />, '/chatbot')
    ask('Hi')
    const call = await nextCall(1)
    call.write(delta('<img src="x" onerror="alert(1)"><b>bold</b>') + finish)
    call.close()
    await within(conversation()).findByText('<img src="x" onerror="alert(1)"><b>bold</b>')
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
  })

  it('stops a streaming answer, keeps what arrived and lets the next question be sent', async () => {
    stubShop()
    renderPage(<ChatbotPage />, '/chatbot')
    ask('Tell me a long story')
    const call = await nextCall(1)
    call.write(delta('Once upon a time'))
    await within(conversation()).findByText('Once upon a time')
    fireEvent.click(screen.getByRole('button', { name: 'Stop the answer' }))
    expect(call.signal.aborted).toBe(true)
    await within(conversation()).findByText('Answer stopped')
    expect(within(conversation()).getByText('Once upon a time')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Stop the answer' })).toBeNull()

    ask('Something short, please')
    const next = await nextCall(2)
    expect(next.body.messages.map((message) => message.content)).toEqual([
      'Tell me a long story',
      'Once upon a time',
      'Something short, please',
    ])
  })

  it('says that the assistant is not reachable, shows other stream errors as the server wrote them', async () => {
    stubShop()
    renderPage(<ChatbotPage />, '/chatbot')
    ask('Hello?')
    const first = await nextCall(1)
    first.write(sse({ error: 'LLM API is not reachable' }) + sse('[DONE]'))
    first.close()
    const unreachable = await within(conversation()).findByRole('alert')
    expect(unreachable.textContent).toBe('The assistant is not reachable right now. Please try again later.')

    ask('Hello again?')
    const second = await nextCall(2)
    second.write(sse({ error: 'LLM error: 404 model "gemma" not found' }) + sse('[DONE]'))
    second.close()
    await within(conversation()).findByText('LLM error: 404 model "gemma" not found')
    // The alerts are no messages: only the questions were sent.
    expect(second.body.messages).toEqual([
      { role: 'user', content: 'Hello?' },
      { role: 'user', content: 'Hello again?' },
    ])
    expect(input()).toHaveProperty('disabled', false)
  })

  it('explains a 429 answer and a refused conversation, and keeps the input usable', async () => {
    stubShop()
    refusals = [
      { status: 429, json: { error: 'An answer is still streaming for you: wait for it or stop it first.' } },
    ]
    renderPage(<ChatbotPage />, '/chatbot')
    ask('First')
    await within(conversation()).findByText(
      'The assistant is still answering your previous question. Wait for the answer or stop it first.',
    )
    ask('Second')
    // A refused request is not recorded in `calls`: the second question is the first stream.
    const call = await nextCall(1)
    call.write(sse({ error: 'Invalid request: send {"messages":[…]} with 1 to 50 messages' }) + sse('[DONE]'))
    call.close()
    await within(conversation()).findByText(/The assistant cannot take this conversation/)
    expect(within(conversation()).getAllByRole('alert')).toHaveLength(2)
    fireEvent.change(input(), { target: { value: 'Third' } })
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false)
  })

  it('says so when the answer breaks off without its end', async () => {
    stubShop()
    renderPage(<ChatbotPage />, '/chatbot')
    ask('Hi')
    const call = await nextCall(1)
    call.write(delta('Hel'))
    call.close()
    await within(conversation()).findByText('The answer broke off. Please ask again.')
  })

  it('shows no tool calls without the show_tool_calls cookie', async () => {
    stubShop()
    renderPage(<ChatbotPage />, '/chatbot')
    ask('Do you sell apple juice?')
    const call = await nextCall(1)
    call.write(toolCall + delta('Yes, Apple Juice.') + finish)
    call.close()
    await within(conversation()).findByText('Yes, Apple Juice.')
    expect(screen.queryByTestId('chatbot-tool-call')).toBeNull()
  })

  it('shows the streamed tool calls with the cookie show_tool_calls=true', async () => {
    document.cookie = 'show_tool_calls=true; path=/'
    stubShop()
    renderPage(<ChatbotPage />, '/chatbot')
    ask('Do you sell apple juice?')
    const call = await nextCall(1)
    call.write(toolCall + delta('Yes, Apple Juice.') + finish)
    call.close()
    const box = await screen.findByTestId('chatbot-tool-call')
    expect(box.textContent).toBe('Tool call: searchProducts({"query":"apple juice"})')
    expect(within(conversation()).getByText('Yes, Apple Juice.')).toBeTruthy()
    // Tool calls are not sent back as messages.
    ask('Thanks')
    const next = await nextCall(2)
    expect(next.body.messages[1]).toEqual({ role: 'assistant', content: 'Yes, Apple Juice.' })
  })

  it('keeps the conversation for the browser session and starts a new one on request', async () => {
    stubShop()
    const first = renderPage(<ChatbotPage />, '/chatbot')
    ask('Do you sell apple juice?')
    const call = await nextCall(1)
    call.write(delta('Yes, Apple Juice.') + finish)
    call.close()
    await screen.findByRole('button', { name: 'Send message' })
    first.unmount()

    renderPage(<ChatbotPage />, '/chatbot')
    expect(within(conversation()).getByText('Do you sell apple juice?')).toBeTruthy()
    expect(within(conversation()).getByText('Yes, Apple Juice.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'What are your most popular products?' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'New conversation' }))
    expect(within(conversation()).queryByText('Do you sell apple juice?')).toBeNull()
    expect(await screen.findByRole('button', { name: 'What are your most popular products?' })).toBeTruthy()
    expect(sessionStorage.getItem('chatbotConversation')).toBeNull()
  })
})
