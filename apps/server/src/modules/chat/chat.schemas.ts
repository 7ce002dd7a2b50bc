import { z } from 'zod'
import { fieldsOf } from '../../platform/http/request-input.js'

export const MAX_MESSAGES = 50
export const MAX_CONTENT_LENGTH = 4000

/** POST /rest/chat: a conversation of 1 to 50 messages (`{messages:[{role, content}]}`). */
export const chatBody = fieldsOf({
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant', 'system']),
        content: z.string().max(MAX_CONTENT_LENGTH),
      }),
    )
    .min(1)
    .max(MAX_MESSAGES),
})
