import type { Envelope } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import type { Basket } from '../../lib/api-types'

/** Shapes and calls of the checkout area (product spec §3, §7; api.md §2.3, §2.4, §2.8.4). */

export interface Address {
  id: number
  fullName: string
  mobileNum: number
  zipCode: string
  streetAddress: string
  city: string
  state?: string | null
  country: string
}

export interface Card {
  id: number
  fullName: string
  cardNum: string | number
  expMonth: number
  expYear: number
}

export interface DeliveryMethod {
  id: number
  name: string
  price: number
  eta: number
  icon: string
}

export interface OrderProduct {
  id?: number
  name: string
  price: number
  quantity: number
  total: number
}

export interface TrackedOrder {
  _id?: string
  orderId: string
  totalPrice?: number
  promotionalAmount?: string | number
  deliveryPrice?: number
  addressId?: string | number
  paymentId?: string | number
  eta?: string | number
  products?: OrderProduct[]
  bonus?: number
  delivered?: boolean
}

export const checkoutQueryKeys = {
  addresses: ['addresses'] as const,
  address: (id: string) => ['addresses', id] as const,
  cards: ['cards'] as const,
  card: (id: string) => ['cards', id] as const,
  deliveries: ['deliveries'] as const,
  delivery: (id: string) => ['deliveries', id] as const,
  wallet: ['wallet-balance'] as const,
  orderHistory: ['order-history'] as const,
  allOrders: ['order-history', 'all'] as const,
  trackOrder: (id: string) => ['track-order', id] as const,
}

const data = async <T>(path: string): Promise<T> => (await apiRequest<Envelope<T>>(path)).data

export const fetchBasket = (bid: string) => data<Basket | null>(`rest/basket/${encodeURIComponent(bid)}`)

export function useAddresses() {
  return useQuery({ queryKey: checkoutQueryKeys.addresses, queryFn: () => data<Address[]>('api/Addresss') })
}

export function useAddress(id: string | null) {
  return useQuery({
    queryKey: checkoutQueryKeys.address(id ?? ''),
    queryFn: () => data<Address>(`api/Addresss/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null && id !== '',
  })
}

export function useCards() {
  return useQuery({ queryKey: checkoutQueryKeys.cards, queryFn: () => data<Card[]>('api/Cards') })
}

export function useCard(id: string | null) {
  return useQuery({
    queryKey: checkoutQueryKeys.card(id ?? ''),
    queryFn: () => data<Card>(`api/Cards/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null && id !== '' && id !== 'wallet',
  })
}

export function useDeliveryMethods() {
  return useQuery({
    queryKey: checkoutQueryKeys.deliveries,
    queryFn: () => data<DeliveryMethod[]>('api/Deliverys'),
  })
}

export function useDeliveryMethod(id: string | null) {
  return useQuery({
    queryKey: checkoutQueryKeys.delivery(id ?? ''),
    queryFn: () => data<DeliveryMethod>(`api/Deliverys/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null && id !== '',
  })
}

export function useWalletBalance() {
  return useQuery({ queryKey: checkoutQueryKeys.wallet, queryFn: () => data<number>('rest/wallet/balance') })
}

export function useTrackedOrder(id: string) {
  return useQuery({
    queryKey: checkoutQueryKeys.trackOrder(id),
    queryFn: async () =>
      (await data<TrackedOrder[]>(`rest/track-order/${encodeURIComponent(id)}`))[0] ?? null,
    enabled: id !== '',
  })
}

export function useOrderHistory() {
  return useQuery({
    queryKey: checkoutQueryKeys.orderHistory,
    queryFn: () => data<TrackedOrder[]>('rest/order-history'),
  })
}

export function saveCard(card: Omit<Card, 'id'>): Promise<Envelope<Card>> {
  return apiRequest<Envelope<Card>>('api/Cards/', { method: 'POST', body: card })
}

export function deleteCard(id: number): Promise<unknown> {
  return apiRequest(`api/Cards/${id}`, { method: 'DELETE' })
}

export function redeemCoupon(bid: string, coupon: string): Promise<{ discount: number }> {
  return apiRequest<{ discount: number }>(
    `rest/basket/${encodeURIComponent(bid)}/coupon/${encodeURIComponent(coupon)}`,
    { method: 'PUT' },
  )
}

export interface OrderDetails {
  paymentId: string
  addressId: string
  deliveryMethodId: string
}

export async function placeOrder(
  bid: string,
  orderDetails: OrderDetails,
  couponData?: string,
): Promise<string> {
  const answer = await apiRequest<{ orderConfirmation: string }>(
    `rest/basket/${encodeURIComponent(bid)}/checkout`,
    {
      method: 'POST',
      body: { couponData, orderDetails },
    },
  )
  return answer.orderConfirmation
}

export function orderPdfUrl(orderId: string): string {
  return `./ftp/order_${encodeURIComponent(orderId)}.pdf`
}
