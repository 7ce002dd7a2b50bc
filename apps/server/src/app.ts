import cookieParser from 'cookie-parser'
import compression from 'compression'
import express, { Router, type Express, type RequestHandler } from 'express'
import { genericResourceRoutes } from './generic-resources.js'
import { progressRoutes } from './challenges/progress.routes.js'
import { accountingRoutes } from './modules/accounting/accounting.routes.js'
import { addressesRoutes } from './modules/addresses/addresses.routes.js'
import { applicationRoutes } from './modules/application/application.routes.js'
import { apiDocsRoutes, b2bRoutes } from './modules/b2b/b2b.routes.js'
import { basketItemsRoutes } from './modules/basket/basket-items.routes.js'
import { basketRoutes } from './modules/basket/basket.routes.js'
import { cardsRoutes } from './modules/cards/cards.routes.js'
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js'
import { fileUploadRoutes } from './modules/complaints/file-upload.routes.js'
import { checkoutRoutes } from './modules/checkout/checkout.routes.js'
import { couponsRoutes } from './modules/coupons/coupons.routes.js'
import { deluxeRoutes } from './modules/deluxe/deluxe.routes.js'
import { deliveriesRoutes } from './modules/deliveries/deliveries.routes.js'
import { feedbackRoutes } from './modules/feedback/feedback.routes.js'
import { accessLog } from './modules/files/access-log.js'
import { keyRoutes, logRoutes, wellKnownRoutes } from './modules/files/folder.routes.js'
import { ftpRoutes } from './modules/files/ftp.routes.js'
import { hiddenRoutes } from './modules/files/hidden.routes.js'
import { securityTxtRoutes } from './modules/files/security-txt.js'
import { memoriesRoutes } from './modules/memories/memories.routes.js'
import { metricsRoutes, responseCounter } from './modules/metrics/metrics.routes.js'
import { ordersRoutes } from './modules/orders/orders.routes.js'
import { profileRoutes } from './modules/profile/profile.routes.js'
import { serverSideRoutes } from './challenges/server-side.routes.js'
import { codingRoutes } from './challenges/coding/coding.routes.js'
import { web3Routes } from './modules/web3/web3.routes.js'
import { chatRoutes } from './modules/chat/chat.routes.js'
import { promotionRoutes } from './modules/promotion/promotion.routes.js'
import { recoveryRoutes } from './modules/recovery/recovery.routes.js'
import { recyclesRoutes } from './modules/recycles/recycles.routes.js'
import { redirectRoutes } from './modules/redirect/redirect.routes.js'
import { reviewsRoutes } from './modules/reviews/reviews.routes.js'
import { usersRoutes } from './modules/users/users.routes.js'
import { walletRoutes } from './modules/wallet/wallet.routes.js'
import { refreshSessions } from './platform/auth/session-refresh.js'
import { conditionalJson, rawTextBodies, urlEncodedBodies } from './platform/http/body-parsing.js'
import { serveIndex, staticFiles } from './platform/http/client-app.js'
import { errorPage } from './platform/http/error-page.js'
import { answeringRefusals } from './platform/http/refusal.js'
import { guardedRouters } from './platform/http/route-guard.js'
import { inSequence } from './platform/http/in-sequence.js'
import { unexpectedPath } from './platform/http/errors.js'
import { collapseSlashes, cors, securityHeaders } from './platform/http/headers.js'
import { serverLocale } from './platform/http/locale.js'
import { requestFacts } from './platform/http/request-facts.js'
import type { Shop } from './shop/shop.js'
import { createAppParts, defaultFolders, type AppFolders, type AppParts } from './app-parts.js'

/** The HTTP application of one shop, its middleware in the order the reference's pipeline runs them. */
export function createApp(
  shop: Shop,
  folders: AppFolders = defaultFolders,
  parts: AppParts = createAppParts(folders, shop.config, shop.logger),
): Express {
  const app = express()
  parts.prototypes.adopt(app)
  app.set('trust proxy', true)
  app.set('x-powered-by', false)
  app.set('etag', false)
  const { indexPage, i18nFolder, translations } = parts

  const routes = guardedRouters()
  const robotsTxt = Router().get('/robots.txt', (_req, res) => {
    res.type('text/plain').send('User-agent: *\nDisallow: /ftp')
  })
  const publishRequestFacts: RequestHandler = (req, _res, next) => {
    shop.events.publish('http.requested', requestFacts(req))
    next()
  }
  const unexpectedApiPath: RequestHandler = (req, _res, next) => {
    if (req.path.startsWith('/api') || req.path.startsWith('/rest')) next(unexpectedPath(req.originalUrl))
    else next()
  }

  // One layer for the whole pipeline (see inSequence), in the reference's order.
  app.use(
    inSequence(
      routes(metricsRoutes(shop)),
      compression(),
      cors,
      securityHeaders(shop.config.application.securityTxt.hiring),
      collapseSlashes,
      responseCounter(shop),
      routes(securityTxtRoutes(shop)),
      routes(robotsTxt),
      publishRequestFacts,
      routes(serverSideRoutes(shop)),
      routes(ftpRoutes(shop)),
      routes(wellKnownRoutes(shop)),
      routes(keyRoutes(shop)),
      routes(logRoutes(shop)),
      routes(apiDocsRoutes()),
      staticFiles({ instanceRoot: shop.files.root, instanceVideos: shop.files.videos, ...folders }),
      cookieParser(),
      serverLocale(translations),
      urlEncodedBodies,
      routes(profileRoutes(shop)),
      routes(fileUploadRoutes(shop)),
      routes(memoriesRoutes(shop)),
      rawTextBodies,
      conditionalJson,
      accessLog(shop.files.logs, shop.logger),
      refreshSessions(shop),

      routes(catalogueRoutes(shop)),
      routes(reviewsRoutes(shop)),
      routes(usersRoutes(shop)),
      routes(recoveryRoutes(shop)),
      routes(addressesRoutes(shop)),
      routes(cardsRoutes(shop)),
      routes(deliveriesRoutes(shop)),
      routes(recyclesRoutes(shop)),
      routes(basketItemsRoutes(shop)),
      routes(feedbackRoutes(shop)),
      routes(genericResourceRoutes(shop)),
      routes(applicationRoutes(shop, i18nFolder, translations)),
      routes(progressRoutes(shop)),
      routes(basketRoutes(shop)),
      routes(couponsRoutes(shop)),
      routes(checkoutRoutes(shop)),
      routes(ordersRoutes(shop)),
      routes(accountingRoutes(shop)),
      routes(walletRoutes(shop)),
      routes(deluxeRoutes(shop)),
      routes(redirectRoutes(shop)),
      routes(hiddenRoutes(shop)),
      routes(b2bRoutes(shop)),
      routes(promotionRoutes(shop)),
      routes(codingRoutes(shop)),
      routes(web3Routes(shop)),
      routes(chatRoutes(shop)),

      unexpectedApiPath,
      serveIndex(indexPage),
    ),
  )
  app.use(answeringRefusals)
  app.use(errorPage(shop))
  return app
}
