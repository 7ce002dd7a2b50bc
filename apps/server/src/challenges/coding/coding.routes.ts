import { Router, type Response } from 'express'
import type { Shop } from '../../shop/shop.js'
import { bodyFrom } from '../../platform/http/request-input.js'
import { fixBody, verdictBody } from './coding.schemas.js'
import type { CodingChallenge } from './coding-data.js'
import { chosenFix, hintAfterWrongAttempt, isRightSelection } from './coding-verdict.js'

const noSnippet = (res: Response, key: unknown) =>
  res.status(404).json({ status: 'error', error: `No code challenge for challenge key: ${String(key)}` })
const noFixes = (res: Response) => res.status(404).json({ error: 'No fixes found for the snippet!' })

/** Coding challenges: "find it" on a snippet of our code, then "fix it". */
export function codingRoutes(shop: Shop): Router {
  const router = Router()
  const challengeOf = (key: unknown): CodingChallenge | undefined =>
    typeof key === 'string' ? shop.codingChallenges.get(key) : undefined

  router.get('/snippets', (_req, res) => {
    res.json({ challenges: [...shop.codingChallenges.keys()] })
  })

  router.get('/snippets/fixes/:key', (req, res) => {
    const challenge = challengeOf(req.params.key)
    if (!challenge || challenge.fixes.length === 0) noFixes(res)
    else res.json({ fixes: challenge.fixes.map((fix) => fix.code) })
  })

  router.get('/snippets/:challenge', (req, res) => {
    const challenge = challengeOf(req.params.challenge)
    if (!challenge) noSnippet(res, req.params.challenge)
    else res.json({ snippet: challenge.snippet })
  })

  router.post('/snippets/verdict', (req, res) => {
    const { key, selectedLines } = bodyFrom(req, verdictBody)
    const challenge = challengeOf(key)
    if (!challenge) {
      noSnippet(res, key)
      return
    }
    const attempt = shop.engine.coding.recordAttempt(
      key as string,
      'find it',
      isRightSelection(challenge, selectedLines),
    )
    if (attempt.correct) {
      shop.engine.coding.solve(key as string, 1)
      res.json({ verdict: true })
      return
    }
    const hint = hintAfterWrongAttempt(challenge, attempt.wrongAttempts)
    res.json(hint === undefined ? { verdict: false } : { verdict: false, hint })
  })

  router.post('/snippets/fixes', (req, res) => {
    const { key, selectedFix } = bodyFrom(req, fixBody)
    const challenge = challengeOf(key)
    if (!challenge || challenge.fixes.length === 0) {
      noFixes(res)
      return
    }
    const fix = chosenFix(challenge, selectedFix)
    const correct = fix?.correct === true
    shop.engine.coding.recordAttempt(key as string, 'fix it', correct)
    if (correct) shop.engine.coding.solve(key as string, 2)
    res.json(fix?.explanation ? { verdict: correct, explanation: fix.explanation } : { verdict: correct })
  })

  return router
}
