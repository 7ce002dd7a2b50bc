import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { listen } from './test-shop.js'

/** One scripted answer of the mock: an HTTP error, or chunks streamed as server-sent events. */
export type MockAnswer = { status: number; body?: unknown } | { chunks: unknown[]; holdMs?: number }

export interface OpenAiMock {
  /** Base URL to configure as application.chatBot.llmApiUrl (ends in /v1). */
  url: string
  /** The request bodies of POST /v1/chat/completions, oldest first. */
  requests: { model: string; messages: { role: string; content: string | null }[]; tools?: unknown[] }[]
  /** Queues the answers of the next requests. */
  answer(...answers: MockAnswer[]): void
  close(): Promise<void>
}

export const textChunk = (content: string) => ({
  choices: [{ index: 0, delta: { content }, finish_reason: null }],
})
export const finishChunk = (reason: string) => ({ choices: [{ index: 0, delta: {}, finish_reason: reason }] })
export const toolCallChunk = (id: string, name: string, args: unknown) => ({
  choices: [
    {
      index: 0,
      delta: {
        tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
      },
      finish_reason: null,
    },
  ],
})

/**
 * A real HTTP server speaking the OpenAI chat-completions protocol (streamed), answering from a script: what the
 * `openai` engine is tested against.
 */
export async function startOpenAiMock(): Promise<OpenAiMock> {
  const queue: MockAnswer[] = []
  const requests: OpenAiMock['requests'] = []
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end()
        return
      }
      requests.push(JSON.parse(body) as OpenAiMock['requests'][number])
      const answer = queue.shift() ?? { chunks: [textChunk('(no scripted answer)'), finishChunk('stop')] }
      if ('status' in answer) {
        res.writeHead(answer.status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(answer.body ?? { error: { message: 'scripted failure' } }))
        return
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream' })
      const finish = () => {
        for (const chunk of answer.chunks) res.write(`data: ${JSON.stringify(chunk)}\n\n`)
        res.end('data: [DONE]\n\n')
      }
      if (answer.holdMs) setTimeout(finish, answer.holdMs)
      else finish()
    })
  }
  const server: Server = createServer(handle)
  const base = await listen(server)
  return {
    url: `${base}/v1`,
    requests,
    answer: (...answers) => queue.push(...answers),
    close: () => new Promise((done) => server.close(() => done())),
  }
}
