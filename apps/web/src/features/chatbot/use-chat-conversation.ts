import { useCallback, useEffect, useRef, useState } from 'react'
import { ChatRequestError, openChatStream, toolCallsShown } from './chat-api'
import {
  loadConversation,
  newEntryId,
  requestMessages,
  saveConversation,
  withEvent,
  type ChatEntry,
  type ChatProblem,
} from './chat-conversation'
import { readChatStream } from './chat-stream'

export interface ChatConversation {
  entries: ChatEntry[]
  /** An answer is streaming in. */
  streaming: boolean
  send(text: string): void
  /** Aborts the streaming answer; what arrived so far stays. */
  stop(): void
  /** Starts over with an empty conversation. */
  reset(): void
}

function problemOf(failure: unknown): ChatProblem {
  if (failure instanceof ChatRequestError) {
    if (failure.status === 429) return { kind: 'busy' }
    return { kind: 'server', message: failure.message }
  }
  // fetch itself failed: the shop (and so the assistant) cannot be reached.
  return { kind: 'unreachable' }
}

const isAbort = (failure: unknown): boolean =>
  failure instanceof DOMException && failure.name === 'AbortError'

/** The support chat's conversation, kept in session storage and sent whole with every question. */
export function useChatConversation(): ChatConversation {
  const [entries, setEntries] = useState<ChatEntry[]>(loadConversation)
  const [streaming, setStreaming] = useState(false)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => saveConversation(entries), [entries])
  // Leaving the page stops the answer (the server then frees this client's stream at once).
  useEffect(() => () => controller.current?.abort(), [])

  const send = useCallback(
    (text: string) => {
      const question = text.trim()
      if (question === '' || controller.current) return
      const asked: ChatEntry[] = [...entries, { id: newEntryId(), role: 'user', text: question }]
      const answerId = newEntryId()
      const update = (change: (answer: ChatEntry) => ChatEntry) =>
        setEntries((current) => current.map((entry) => (entry.id === answerId ? change(entry) : entry)))
      setEntries([...asked, { id: answerId, role: 'assistant', text: '' }])
      const aborter = new AbortController()
      controller.current = aborter
      setStreaming(true)
      void (async () => {
        let finished = false
        try {
          const body = await openChatStream(requestMessages(asked), aborter.signal)
          await readChatStream(
            body,
            (event) => {
              if (event.kind === 'done') finished = true
              else update((answer) => withEvent(answer, event, toolCallsShown()))
            },
            aborter.signal,
          )
          if (!finished)
            update((answer) => ({ ...answer, problem: answer.problem ?? { kind: 'interrupted' } }))
        } catch (failure) {
          if (aborter.signal.aborted || isAbort(failure)) update((answer) => ({ ...answer, stopped: true }))
          else update((answer) => ({ ...answer, problem: problemOf(failure) }))
        } finally {
          if (controller.current === aborter) {
            controller.current = null
            setStreaming(false)
          }
        }
      })()
    },
    [entries],
  )

  const stop = useCallback(() => controller.current?.abort(), [])

  const reset = useCallback(() => {
    const running = controller.current
    controller.current = null
    running?.abort()
    setStreaming(false)
    setEntries([])
  }, [])

  return { entries, streaming, send, stop, reset }
}
