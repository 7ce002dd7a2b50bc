/** A tool call of the assistant as `POST /rest/chat` streams it (only with the cookie `show_tool_calls=true`). */
export interface ChatToolCall {
  id: string
  name: string
  /** The arguments as the model wrote them (normally JSON). */
  arguments: string
}

/** What one `data:` line of the chat stream means to the client. */
export type ChatStreamEvent =
  | { kind: 'text'; text: string }
  | { kind: 'tool-calls'; calls: ChatToolCall[] }
  | { kind: 'finish'; reason: string }
  | { kind: 'error'; message: string }
  | { kind: 'done' }

/**
 * Cuts Server-Sent Events text into the data of complete events (separated by a blank line), whatever the chunk
 * boundaries: an event split between chunks is kept until its end arrives. Line ends may be `\n` or `\r\n`.
 */
export class EventStreamSplitter {
  private buffer = ''

  /** The data of every event completed by this chunk. */
  push(chunk: string): string[] {
    const received = this.buffer + chunk
    // A trailing \r may be the first half of a \r\n that the next chunk completes.
    const pending = received.endsWith('\r') ? '\r' : ''
    const blocks = received
      .slice(0, received.length - pending.length)
      .replace(/\r\n?/g, '\n')
      .split('\n\n')
    this.buffer = blocks.pop()! + pending
    return blocks.map(dataOf).filter((data): data is string => data !== undefined)
  }

  /** The data of an event that the stream ended without a blank line after. */
  end(): string[] {
    const data = dataOf(this.buffer.replace(/\r\n?/g, '\n'))
    this.buffer = ''
    return data === undefined ? [] : [data]
  }
}

/** The joined `data:` lines of one event block; undefined when it has none (comments, other fields). */
function dataOf(block: string): string | undefined {
  const lines = block
    .split('\n')
    .filter((line) => line === 'data' || line.startsWith('data:'))
    .map((line) => line.slice('data:'.length).replace(/^ /, ''))
  return lines.length === 0 ? undefined : lines.join('\n')
}

interface ChunkShape {
  error?: unknown
  choices?: {
    delta?: {
      content?: unknown
      tool_calls?: { id?: unknown; function?: { name?: unknown; arguments?: unknown } }[]
    }
    finish_reason?: unknown
  }[]
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The events of one event's data; data that is not the chat stream's JSON is ignored. */
export function chatEventsOf(data: string): ChatStreamEvent[] {
  if (data.trim() === '[DONE]') return [{ kind: 'done' }]
  let chunk: ChunkShape
  try {
    chunk = JSON.parse(data) as ChunkShape
  } catch {
    return []
  }
  if (typeof chunk !== 'object' || chunk === null) return []
  if (chunk.error !== undefined) {
    const message = typeof chunk.error === 'string' ? chunk.error : JSON.stringify(chunk.error)
    return [{ kind: 'error', message }]
  }
  const events: ChatStreamEvent[] = []
  const choice = Array.isArray(chunk.choices) ? chunk.choices[0] : undefined
  const text = asText(choice?.delta?.content)
  if (text !== '') events.push({ kind: 'text', text })
  const calls = Array.isArray(choice?.delta?.tool_calls) ? choice.delta.tool_calls : []
  if (calls.length > 0)
    events.push({
      kind: 'tool-calls',
      calls: calls.map((call) => ({
        id: asText(call?.id),
        name: asText(call?.function?.name),
        arguments: asText(call?.function?.arguments),
      })),
    })
  const reason = asText(choice?.finish_reason)
  if (reason !== '') events.push({ kind: 'finish', reason })
  return events
}

function abortError(): DOMException {
  return new DOMException('The answer was stopped.', 'AbortError')
}

/**
 * Reads a chat stream to its end (or its `[DONE]`), handing every event to `onEvent`. When `signal` aborts, reading
 * stops at once and the promise rejects with an `AbortError`, whether or not the body itself was aborted.
 */
export async function readChatStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ChatStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const splitter = new EventStreamSplitter()
  const cancel = () => void reader.cancel().catch(() => undefined)
  signal?.addEventListener('abort', cancel, { once: true })
  /** Hands on the events of these data; true once `[DONE]` came. */
  const deliver = (data: string[]): boolean => {
    for (const event of data.flatMap(chatEventsOf)) {
      if (signal?.aborted) return true
      onEvent(event)
      if (event.kind === 'done') return true
    }
    return false
  }
  try {
    for (;;) {
      if (signal?.aborted) throw abortError()
      const { done, value } = await reader.read()
      if (signal?.aborted) throw abortError()
      if (done) {
        deliver(splitter.push(decoder.decode()).concat(splitter.end()))
        return
      }
      if (deliver(splitter.push(decoder.decode(value, { stream: true })))) {
        if (signal?.aborted) throw abortError()
        cancel()
        return
      }
    }
  } finally {
    signal?.removeEventListener('abort', cancel)
  }
}
