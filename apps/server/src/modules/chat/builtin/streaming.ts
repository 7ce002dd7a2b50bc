import { setTimeout as sleep } from 'node:timers/promises'
import type { ChatCompletionChunk, ChatCompletionRequest } from '../chat-engine.js'
import type { Step } from './planner.js'

/** Streaming a step as OpenAI-style chunks: text in small deltas, a tool call in deltas, then the usage. */

/** Text split into deltas of two words each (with their spacing), so clients see it arrive. */
export function textDeltas(text: string): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? []
  const deltas: string[] = []
  for (let i = 0; i < words.length; i += 2) deltas.push(words.slice(i, i + 2).join(''))
  return deltas
}

const estimateTokens = (characters: number) => Math.ceil(characters / 4)

/** The chunks of one step; `callNumber` numbers a tool call's id (`call_<n>`). */
export function chunksOf(
  step: Step,
  request: ChatCompletionRequest,
  callNumber: number,
): ChatCompletionChunk[] {
  const chunks: ChatCompletionChunk[] = []
  const delta = (value: ChatCompletionChunk['choices'][number]['delta']) =>
    chunks.push({ choices: [{ delta: value, finish_reason: null }] })
  let produced: number
  if (step.kind === 'answer') {
    for (const content of textDeltas(step.text)) delta({ content })
    produced = step.text.length
  } else {
    const json = JSON.stringify(step.args)
    const half = Math.ceil(json.length / 2)
    delta({
      tool_calls: [{ index: 0, id: `call_${callNumber}`, type: 'function', function: { name: step.name } }],
    })
    for (const part of [json.slice(0, half), json.slice(half)])
      if (part) delta({ tool_calls: [{ index: 0, function: { arguments: part } }] })
    produced = step.name.length + json.length
  }
  chunks.push({ choices: [{ delta: {}, finish_reason: step.kind === 'answer' ? 'stop' : 'tool_calls' }] })
  const prompt = JSON.stringify(request.messages).length + JSON.stringify(request.tools).length
  chunks.push({
    choices: [],
    usage: { prompt_tokens: estimateTokens(prompt), completion_tokens: estimateTokens(produced) },
  })
  return chunks
}

/** Yields the chunks, waiting `delayMs` between them; stops quietly as soon as `signal` is aborted. */
export async function* paced(
  chunks: ChatCompletionChunk[],
  delayMs: number,
  signal: AbortSignal,
): AsyncGenerator<ChatCompletionChunk> {
  for (const [index, chunk] of chunks.entries()) {
    if (signal.aborted) return
    if (index > 0 && delayMs > 0) {
      try {
        await sleep(delayMs, undefined, { signal })
      } catch {
        return
      }
    }
    yield chunk
  }
}
