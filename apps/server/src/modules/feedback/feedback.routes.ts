import { Router, type Response } from 'express'
import { currentSession, denyAll, requireJwt } from '../../platform/auth/guards.js'
import { translatorFor } from '../../platform/http/locale.js'
import { bodyFrom, recordFields } from '../../platform/http/request-input.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { issueCaptcha } from './captcha.service.js'
import { removeFeedback, submitFeedback, updateFeedback, type FeedbackOutcome } from './feedback.service.js'

/** Answers an outcome the way the generic REST layer answers the same action (refusal texts in the caller's language). */
function answer(
  res: Response,
  outcome: FeedbackOutcome,
  stored: (feedback: Record<string, unknown>) => void,
): void {
  const t = translatorFor(res.req)
  if (outcome.kind === 'wrongCaptcha') res.status(401).send(t('Wrong answer to CAPTCHA. Please try again.'))
  else if (outcome.kind === 'invalid') res.status(outcome.error.status).json(outcome.error.body)
  else stored(outcome.feedback)
}

/**
 * GET /rest/captcha and the Feedbacks writes, mounted before the generic REST router: create
 * needs the captcha, and create, update and delete state the facts the feedback challenges judge. List and read
 * stay with the generic layer.
 */
export function feedbackRoutes(shop: Shop): Router {
  const router = Router()

  // vuln-code-snippet start captchaBypassChallenge
  router.get('/rest/captcha', (_req, res) => {
    const { captchaId, captcha, answer: result } = issueCaptcha(shop) // vuln-code-snippet neutral-line captchaBypassChallenge
    res.json({ captchaId, captcha, answer: result }) // vuln-code-snippet vuln-line captchaBypassChallenge
  })

  router.post('/api/Feedbacks', (req, res) => {
    const outcome = submitFeedback(
      shop,
      bodyFrom(req, recordFields),
      currentSession(req, shop),
      requestFacts(req),
    )
    answer(res, outcome, (feedback) => {
      res
        .status(201)
        .location(`/api/Feedbacks/${String(feedback.id)}`)
        .json({ status: 'success', data: feedback })
    })
  })
  // vuln-code-snippet end captchaBypassChallenge

  // vuln-code-snippet start feedbackChallenge
  router.put('/api/Feedbacks/:id', requireJwt, denyAll, (req, res) => {
    const outcome = updateFeedback(
      shop,
      String(req.params.id),
      bodyFrom(req, recordFields),
      requestFacts(req),
    )
    answer(res, outcome, (feedback) => res.json({ status: 'success', data: feedback }))
  })

  // vuln-code-snippet hide-line feedbackChallenge
  // Any valid token may delete: the administration page is the only client, and nobody checks for the admin role.
  const deleteGuards = [requireJwt] // vuln-code-snippet vuln-line feedbackChallenge
  router.delete('/api/Feedbacks/:id', ...deleteGuards, (req, res) => {
    const outcome = removeFeedback(shop, String(req.params.id), requestFacts(req))
    answer(res, outcome, () => res.json({ status: 'success', data: {} }))
  })
  // vuln-code-snippet end feedbackChallenge

  return router
}
