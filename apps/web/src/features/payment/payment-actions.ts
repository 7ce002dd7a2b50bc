import type { NavigateFunction } from 'react-router'
import { replaceToken } from '../../lib/session'
import { CheckoutKeys, checkoutSession } from '../checkout'
import { buyDeluxeMembership } from '../deluxe'
import { topUpWallet } from '../wallet'

export type PaymentEntity = 'shop' | 'wallet' | 'deluxe'

export function paymentEntity(value: string | undefined): PaymentEntity {
  return value === 'wallet' || value === 'deluxe' ? value : 'shop'
}

/** What Continue (a card) or the wallet's Pay button does in each mode. */
export async function pay(
  entity: PaymentEntity,
  paymentId: string,
  navigate: NavigateFunction,
): Promise<'CHARGED_WALLET' | 'DELUXE_CONFIRMATION' | null> {
  if (entity === 'shop') {
    checkoutSession.set(CheckoutKeys.paymentId, paymentId)
    await navigate('/order-summary')
    return null
  }
  if (entity === 'wallet') {
    await topUpWallet(checkoutSession.number(CheckoutKeys.walletTotal), paymentId)
    checkoutSession.remove(CheckoutKeys.walletTotal)
    await navigate('/wallet')
    return 'CHARGED_WALLET'
  }
  const answer = await buyDeluxeMembership(paymentId)
  if (answer.data?.token) replaceToken(answer.data.token)
  await navigate('/deluxe-membership')
  return 'DELUXE_CONFIRMATION'
}
