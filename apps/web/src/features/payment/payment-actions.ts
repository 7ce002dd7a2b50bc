import type { NavigateFunction } from 'react-router'
import { apiRequest } from '../../lib/api-client'
import { replaceToken } from '../../lib/session'
import { CheckoutKeys, checkoutSession } from '../checkout/checkout-session'

export type PaymentEntity = 'shop' | 'wallet' | 'deluxe'

export function paymentEntity(value: string | undefined): PaymentEntity {
  return value === 'wallet' || value === 'deluxe' ? value : 'shop'
}

interface DeluxeAnswer {
  data?: { confirmation?: string; token?: string }
}

/** What Continue (a card) or the wallet's Pay button does in each mode (product spec §4). */
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
    await apiRequest('rest/wallet/balance', {
      method: 'PUT',
      body: { balance: checkoutSession.number(CheckoutKeys.walletTotal), paymentId },
    })
    checkoutSession.remove(CheckoutKeys.walletTotal)
    await navigate('/wallet')
    return 'CHARGED_WALLET'
  }
  const body = paymentId === 'wallet' ? { paymentMode: 'wallet' } : { paymentMode: 'card', paymentId }
  const answer = await apiRequest<DeluxeAnswer>('rest/deluxe-membership', { method: 'POST', body })
  if (answer.data?.token) replaceToken(answer.data.token)
  await navigate('/deluxe-membership')
  return 'DELUXE_CONFIRMATION'
}
