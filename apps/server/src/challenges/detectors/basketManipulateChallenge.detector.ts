import { isSentBasketId, looselyEqualsBid } from '../../modules/basket/basket-ids.js'
import { requestEvidence, type Detector } from './detector.js'

/**
 * Manipulate Basket: an item was stored in another basket through a duplicate `BasketId` (the first one, checked,
 * is the caller's own), or an item update named a basket other than the caller's.
 */
export const basketManipulateChallenge: Detector = ({ events, engine }) => {
  events.subscribe('basketItem.added', ({ itemId, firstBasketId, savedBasketId, sessionBid, request }) => {
    if (!looselyEqualsBid(firstBasketId, sessionBid)) return
    if (!isSentBasketId(savedBasketId) || looselyEqualsBid(savedBasketId, sessionBid)) return
    engine.solve('basketManipulateChallenge', {
      ...requestEvidence(`put item ${itemId} into basket ${String(savedBasketId)} of somebody else`, request),
      details: { firstBasketId, savedBasketId, sessionBid },
    })
  })
  events.subscribe('basketItem.updateRequested', ({ itemId, bodyBasketId, sessionBid, request }) => {
    if (!isSentBasketId(bodyBasketId) || looselyEqualsBid(bodyBasketId, sessionBid)) return
    engine.solve('basketManipulateChallenge', {
      ...requestEvidence(`moved item ${itemId} towards basket ${String(bodyBasketId)}`, request),
      details: { bodyBasketId, sessionBid },
    })
  })
}
