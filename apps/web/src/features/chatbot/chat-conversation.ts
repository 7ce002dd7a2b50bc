import { session, StorageKeys } from '../../lib/storage'
import { MAX_MESSAGE_LENGTH, type ChatRequestMessage } from './chat-api'
import type { ChatStreamEvent, ChatToolCall } from './chat-stream'

/** Why an answer is missing or incomplete; shown as an alert in the conversation. */
export type ChatProblem =
  /** The stream's `LLM API is not reachable`, or the shop itself could not be reached. */
  | { kind: 'unreachable' }
  /** 429: an answer for this client is still streaming. */
  | { kind: 'busy' }
  /** The stream's `Invalid request: …`: the server refused the conversation's shape. */
  | { kind: 'invalid' }
  /** The stream ended without its closing `[DONE]`. */
  | { kind: 'interrupted' }
  /** Any other error, with the server's own text. */
  | { kind: 'server'; message: string }

export interface ChatEntry {
  id: string
  role: 'user' | 'assistant'
  text: string
  toolCalls?: ChatToolCall[]
  problem?: ChatProblem
  /** The user stopped this answer. */
  stopped?: boolean
}

let lastId = 0
export function newEntryId(): string {
  lastId += 1
  return `${Date.now().toString(36)}-${lastId}`
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The conversation kept for this browser session; anything unreadable is dropped. */
export function loadConversation(): ChatEntry[] {
  const raw = session.get(StorageKeys.chatConversation)
  if (raw === null) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (entry): entry is ChatEntry =>
        isRecord(entry) &&
        typeof entry.id === 'string' &&
        (entry.role === 'user' || entry.role === 'assistant') &&
        typeof entry.text === 'string' &&
        (entry.toolCalls === undefined || Array.isArray(entry.toolCalls)) &&
        (entry.problem === undefined || isRecord(entry.problem)),
    )
  } catch {
    return []
  }
}

export function saveConversation(entries: ChatEntry[]): void {
  if (entries.length === 0) session.remove(StorageKeys.chatConversation)
  else session.set(StorageKeys.chatConversation, JSON.stringify(entries))
}

/**
 * The whole conversation as the server takes it: user and assistant messages with text only (alerts and empty
 * answers stay out). An assistant answer longer than the server's limit is cut to it, so that one long answer does
 * not make every later request fail.
 */
export function requestMessages(entries: ChatEntry[]): ChatRequestMessage[] {
  return entries
    .filter((entry) => entry.text.trim() !== '')
    .map((entry) => ({ role: entry.role, content: entry.text.slice(0, MAX_MESSAGE_LENGTH) }))
}

/** The assistant's entry after one stream event (`done` and `finish` change nothing). */
export function withEvent(entry: ChatEntry, event: ChatStreamEvent, showToolCalls: boolean): ChatEntry {
  switch (event.kind) {
    case 'text':
      return { ...entry, text: entry.text + event.text }
    case 'tool-calls':
      return showToolCalls ? { ...entry, toolCalls: [...(entry.toolCalls ?? []), ...event.calls] } : entry
    case 'error':
      return {
        ...entry,
        problem:
          event.message === 'LLM API is not reachable'
            ? { kind: 'unreachable' }
            : event.message.startsWith('Invalid request:')
              ? { kind: 'invalid' }
              : { kind: 'server', message: event.message },
      }
    default:
      return entry
  }
}
