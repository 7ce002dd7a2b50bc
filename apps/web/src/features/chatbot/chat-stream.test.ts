import { describe, expect, it } from 'vitest'
import { chatEventsOf, EventStreamSplitter, readChatStream, type ChatStreamEvent } from './chat-stream'

const text = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`
const toolCall = (name: string, args: string) =>
  `data: ${JSON.stringify({
    choices: [
      { delta: { tool_calls: [{ id: 'call_1', type: 'function', function: { name, arguments: args } }] } },
    ],
  })}\n\n`
const finish = `data: ${JSON.stringify({ choices: [{ finish_reason: 'stop' }] })}\n\n`
const error = (message: string) => `data: ${JSON.stringify({ error: message })}\n\n`
const done = 'data: [DONE]\n\n'

/** A body delivering these chunks one by one, as UTF-8 bytes. */
function bodyOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
      controller.close()
    },
  })
}

async function eventsOf(chunks: (string | Uint8Array)[]): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = []
  await readChatStream(bodyOf(chunks), (event) => events.push(event))
  return events
}

describe('EventStreamSplitter', () => {
  it('keeps an event cut in the middle until its blank line arrives', () => {
    const splitter = new EventStreamSplitter()
    expect(splitter.push('data: {"a"')).toEqual([])
    expect(splitter.push(':1}\n')).toEqual([])
    expect(splitter.push('\ndata: [DO')).toEqual(['{"a":1}'])
    expect(splitter.push('NE]\n\n')).toEqual(['[DONE]'])
  })

  it('reads \\r\\n line ends, also when a chunk ends between \\r and \\n', () => {
    const splitter = new EventStreamSplitter()
    expect(splitter.push('data: one\r\n\r')).toEqual([])
    expect(splitter.push('\ndata: two\r\n\r\n')).toEqual(['one', 'two'])
  })

  it('joins several data lines and ignores comments and other fields', () => {
    const splitter = new EventStreamSplitter()
    expect(splitter.push(': keep-alive\n\nevent: message\nid: 7\ndata: a\ndata:b\n\n')).toEqual(['a\nb'])
  })

  it('hands on a last event the stream ended without a blank line after', () => {
    const splitter = new EventStreamSplitter()
    expect(splitter.push('data: [DONE]')).toEqual([])
    expect(splitter.end()).toEqual(['[DONE]'])
    expect(splitter.end()).toEqual([])
  })
})

describe('chatEventsOf', () => {
  it('reads text deltas, tool calls, the finish reason, errors and [DONE]', () => {
    expect(chatEventsOf('{"choices":[{"delta":{"content":"Hi"}}]}')).toEqual([{ kind: 'text', text: 'Hi' }])
    expect(
      chatEventsOf(
        '{"choices":[{"delta":{"tool_calls":[{"id":"c1","type":"function","function":{"name":"searchProducts","arguments":"{\\"query\\":\\"apple\\"}"}}]}}]}',
      ),
    ).toEqual([
      { kind: 'tool-calls', calls: [{ id: 'c1', name: 'searchProducts', arguments: '{"query":"apple"}' }] },
    ])
    expect(chatEventsOf('{"choices":[{"finish_reason":"stop"}]}')).toEqual([
      { kind: 'finish', reason: 'stop' },
    ])
    expect(chatEventsOf('{"error":"LLM API is not reachable"}')).toEqual([
      { kind: 'error', message: 'LLM API is not reachable' },
    ])
    expect(chatEventsOf('[DONE]')).toEqual([{ kind: 'done' }])
  })

  it('ignores data that is not the chat stream', () => {
    expect(chatEventsOf('not json')).toEqual([])
    expect(chatEventsOf('null')).toEqual([])
    expect(chatEventsOf('{"choices":[{"delta":{"content":""}}]}')).toEqual([])
    expect(chatEventsOf('{"choices":[{"delta":{"content":42}}]}')).toEqual([])
  })
})

describe('readChatStream', () => {
  it('reads a whole answer whatever the chunk boundaries, to its [DONE]', async () => {
    const stream =
      text('Yes, we sell ') + text('Apple Juice.') + toolCall('searchProducts', '{}') + finish + done
    const whole = await eventsOf([stream])
    expect(whole).toEqual([
      { kind: 'text', text: 'Yes, we sell ' },
      { kind: 'text', text: 'Apple Juice.' },
      { kind: 'tool-calls', calls: [{ id: 'call_1', name: 'searchProducts', arguments: '{}' }] },
      { kind: 'finish', reason: 'stop' },
      { kind: 'done' },
    ])
    // Cut into pieces of 1, 2, 5 and 7 characters: every event is still read once.
    for (const size of [1, 2, 5, 7]) {
      const pieces = stream.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? []
      expect(await eventsOf(pieces)).toEqual(whole)
    }
  })

  it('decodes a character whose bytes are split between chunks', async () => {
    const bytes = new TextEncoder().encode(text('Saft für dich 🍊') + done)
    const cut = bytes.indexOf(0xc3) + 1
    const events = await eventsOf([bytes.slice(0, cut), bytes.slice(cut)])
    expect(events[0]).toEqual({ kind: 'text', text: 'Saft für dich 🍊' })
  })

  it('hands on the error event before the [DONE]', async () => {
    expect(await eventsOf([error('LLM error: model not found'), done])).toEqual([
      { kind: 'error', message: 'LLM error: model not found' },
      { kind: 'done' },
    ])
  })

  it('stops at [DONE] and ignores anything after it', async () => {
    expect(await eventsOf([text('a') + done + text('b')])).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'done' },
    ])
  })

  it('rejects with an AbortError when stopped, even while the body waits for more', async () => {
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(text('Hel')))
      },
    })
    const aborter = new AbortController()
    const events: ChatStreamEvent[] = []
    const reading = readChatStream(
      body,
      (event) => {
        events.push(event)
        // Later, while the reader waits for a chunk that never comes.
        setTimeout(() => aborter.abort(), 10)
      },
      aborter.signal,
    )
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' })
    expect(events).toEqual([{ kind: 'text', text: 'Hel' }])
  })
})
