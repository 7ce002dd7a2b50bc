import type { Envelope } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/** Orders: placing, tracking and the history. */

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

const data = async <T>(path: string): Promise<T> => (await apiRequest<Envelope<T>>(path)).data

export function useTrackedOrder(id: string) {
  return useQuery({
    queryKey: queryKeys.orders.tracked(id),
    queryFn: async () =>
      (await data<TrackedOrder[]>(`rest/track-order/${encodeURIComponent(id)}`))[0] ?? null,
    enabled: id !== '',
  })
}

export function useOrderHistory() {
  return useQuery({
    queryKey: queryKeys.orders.history,
    queryFn: () => data<TrackedOrder[]>('rest/order-history'),
  })
}

export interface OrderDetails {
  paymentId: string
  addressId: string
  deliveryMethodId: string
}

/** Checks out basket `bid`; answers the new order's id. */
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
