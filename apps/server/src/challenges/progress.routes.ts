import { Router } from 'express'
import type { Shop } from '../shop/shop.js'
import { decodeContinueCode, encodeContinueCode, type ContinueCodeFamily } from './continue-code.js'
import { imaginaryChallengeId } from './detectors/continueCodeChallenge.detector.js'
import { translatorFor } from '../platform/http/locale.js'

const restored = (count: number) => ({ data: `${count} solved challenges have been restored.` })

/** Progress save/restore with continue codes and repeated notifications. */
export function progressRoutes(shop: Shop): Router {
  const router = Router()
  const { engine } = shop

  const codeOf = (family: ContinueCodeFamily): string | undefined =>
    encodeContinueCode(
      family,
      family === 'hacking' ? engine.solvedIds() : engine.coding.ids(family === 'findIt' ? 1 : 2),
    )

  router.get('/rest/continue-code', (_req, res) => {
    res.json({ continueCode: codeOf('hacking') })
  })
  router.get('/rest/continue-code-findIt', (_req, res) => {
    res.json({ continueCode: codeOf('findIt') })
  })
  router.get('/rest/continue-code-fixIt', (_req, res) => {
    res.json({ continueCode: codeOf('fixIt') })
  })

  router.put('/rest/continue-code/apply/:continueCode', (req, res) => {
    const code = req.params.continueCode
    const ids = decodeContinueCode('hacking', code)
    if (ids.length === 0) {
      res.status(404).send(translatorFor(req)('Invalid continue code.'))
      return
    }
    const claimsImaginaryChallenge =
      ids.includes(imaginaryChallengeId) && !engine.isSolved('continueCodeChallenge')
    shop.events.publish('progress.continueCodeApplied', { code, ids })
    if (claimsImaginaryChallenge) {
      res.status(200).end()
      return
    }
    res.json(restored(engine.restore(ids)))
  })

  for (const [family, status] of [
    ['findIt', 1],
    ['fixIt', 2],
  ] as const) {
    router.put(`/rest/continue-code-${family}/apply/:continueCode`, (req, res) => {
      const ids = decodeContinueCode(family, req.params.continueCode)
      if (ids.length === 0) res.status(404).send(translatorFor(req)('Invalid continue code.'))
      else res.json(restored(engine.coding.restore(ids, status)))
    })
  }

  router.get('/rest/repeat-notification', (req, res) => {
    if (typeof req.query.challenge === 'string') engine.repeatNotification(req.query.challenge)
    res.type('text/plain').send('OK')
  })

  return router
}
