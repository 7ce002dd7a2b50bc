import { Router } from 'express'
import type { ServerTranslations } from '../../platform/i18n/server-translations.js'
import type { Shop } from '../../shop/shop.js'
import { listLanguages } from './languages.js'
import { publicConfig } from './public-config.js'

export function applicationRoutes(shop: Shop, i18nFolder: string, translations: ServerTranslations): Router {
  const router = Router()
  const configuration = { config: publicConfig(shop.config) }
  // Translation files do not change while the shop runs: the list is computed on first use, not at start.
  let languages: ReturnType<typeof listLanguages> | undefined

  router.get('/rest/admin/application-version', (_req, res) => {
    res.json({ version: shop.config.application.showVersionNumber ? shop.version : '' })
  })
  router.get('/rest/admin/application-configuration', (_req, res) => {
    res.json(configuration)
  })
  router.get('/rest/languages', (_req, res) => {
    languages ??= listLanguages(i18nFolder, (code) => translations.coverage(code))
    res.json(languages)
  })
  router.get('/rest/announcements', (_req, res) => {
    res.json(shop.eventPlan.announcementsFor(shop.team))
  })
  router.get('/rest/country-mapping', (_req, res) => {
    const mapping = shop.config.ctf.countryMapping
    if (mapping) res.json(mapping)
    else res.status(500).send()
  })
  return router
}
