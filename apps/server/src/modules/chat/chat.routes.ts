import { Router, type Request, type Response } from 'express'
import { verifiedTokenUser } from '../../platform/auth/roles.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import type { ChatMessage } from './chat-engine.js'
import { chatBody, MAX_CONTENT_LENGTH, MAX_MESSAGES } from './chat.schemas.js'
import { converse, type StreamEvent } from './chat-conversation.js'
import type { ChatCaller } from './chat-tools.js'
import { systemPromptOf } from './system-prompt.js'
import { socketAddress } from '../../platform/http/rate-limit.js'

/** The conversation a client sent, or undefined when it is not one (answered as a stream error, like the reference). */
const conversationOf = (req: Request): ChatMessage[] | undefined => {
  const parsed = chatBody.safeParse(req.body)
  return parsed.success ? parsed.data.messages : undefined
}

// vuln-code-snippet start aiDebuggingChallenge
function callerOf(req: Request): ChatCaller {
  const user = verifiedTokenUser(req)
  if (!user) return {}
  const field = (name: string) => (typeof user[name] === 'string' ? (user[name] as string) : undefined)
  return {
    userId: typeof user.id === 'number' ? user.id : undefined,
    email: field('email'),
    role: field('role'),
    username: field('username') || undefined,
  }
}
// vuln-code-snippet end aiDebuggingChallenge

/** Opens the event stream with the reference's headers, flushed at once. */
function openStream(res: Response): (event: StreamEvent | '[DONE]') => void {
  res.status(200)
  // setHeader, not res.set: Express would append a charset to the content type.
  res.setHeader('Content-Type', 'text/event-stream')
  res.setHeader('Cache-Control', 'no-cache, no-transform')
  res.setHeader('Connection', 'keep-alive')
  res.setHeader('Content-Encoding', 'identity')
  res.flushHeaders()
  return (event) => {
    if (!res.writableEnded) res.write(`data: ${event === '[DONE]' ? event : JSON.stringify(event)}\n\n`)
  }
}

const isConnectionFailure = (error: unknown): boolean =>
  ['APIConnectionError', 'APIConnectionTimeoutError'].includes((error as object)?.constructor?.name ?? '')

/** The support chat (`POST /rest/chat`). */
// vuln-code-snippet start aiDebuggingChallenge
export function chatRoutes(shop: Shop): Router {
  const router = Router()

  router.post('/rest/chat', async (req, res) => {
    const conversation = conversationOf(req)
    // vuln-code-snippet hide-start aiDebuggingChallenge
    if (!conversation) {
      // Like every answer of this route (and the reference's), a refusal is a stream: one error event, then [DONE].
      const send = openStream(res)
      send({
        error: `Invalid request: send {"messages":[{"role":"user","content":"…"}]} with 1 to ${MAX_MESSAGES} messages of the roles user, assistant or system, each at most ${MAX_CONTENT_LENGTH} characters.`,
      })
      send('[DONE]')
      res.end()
      return
    }
    // vuln-code-snippet hide-end aiDebuggingChallenge
    const client = socketAddress(req)
    if (!shop.chat.claimStream(client)) {
      res.status(429).json({ error: 'An answer is still streaming for you: wait for it or stop it first.' })
      return
    }
    const caller = callerOf(req)
    const request = requestFacts(req)
    const aborted = new AbortController()
    res.on('close', () => aborted.abort())
    const send = openStream(res)
    try {
      await converse({
        engine: shop.chat.engineInUse(),
        model: shop.config.application.chatBot.model,
        messages: [
          { role: 'system', content: systemPromptOf(shop.config, caller.username ?? caller.email) },
          ...conversation,
        ],
        tools: { shop, caller, request, now: new Date() },
        stats: shop.chat.stats,
        signal: aborted.signal,
        showToolCalls: req.cookies?.show_tool_calls === 'true', // vuln-code-snippet vuln-line aiDebuggingChallenge
        send,
        onToolCallShown: () => shop.events.publish('chat.toolCallShown', { role: caller.role, request }),
      })
    } catch (error) {
      if (!aborted.signal.aborted)
        send(
          isConnectionFailure(error)
            ? { error: 'LLM API is not reachable' }
            : { error: `LLM error: ${(error as Error).message}` },
        )
    } finally {
      shop.chat.releaseStream(client)
      send('[DONE]')
      res.end()
    }
  })

  return router
}
// vuln-code-snippet end aiDebuggingChallenge
