import type { Router } from 'express'
import { challengePresenters } from './challenges/challenge-translation.js'
import { productPresenters } from './modules/catalogue/product-translation.js'
import { quantityIpAllowList } from './modules/catalogue/quantity-ip-guard.js'
import { storedTextPublishers } from './modules/feedback/stored-texts.js'
import { securityQuestionPresenters } from './modules/recovery/question-translation.js'
import { restRoutes } from './modules/rest/rest.routes.js'
import { userWriteHooks } from './modules/users/user-setters.js'
import type { Shop } from './shop/shop.js'

/**
 * The generic `/api/<Model>s` resources with the hooks the features hang on them: guards before
 * an action, facts after a write, translation of what is read.
 */
export function genericResourceRoutes(shop: Shop): Router {
  const userWrites = userWriteHooks(shop)
  const preHandlers = {
    Quantity: { read: [quantityIpAllowList], update: [quantityIpAllowList] },
    ...userWrites.preHandlers,
  }
  const afterWrite = { ...storedTextPublishers(shop), ...userWrites.afterWrite }
  const translatedReads = { ...productPresenters, ...challengePresenters, ...securityQuestionPresenters }
  return restRoutes(shop, preHandlers, afterWrite, translatedReads)
}
