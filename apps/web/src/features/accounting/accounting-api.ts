import type { Envelope } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import type { Product } from '../../lib/api-types'
import { queryKeys } from '../../lib/query-keys'
import type { TrackedOrder } from '../orders'
import { nonNegative } from './accounting-rules'

export interface QuantityRecord {
  id: number
  ProductId: number
  quantity: number
}

const data = async <T>(path: string): Promise<T> => (await apiRequest<Envelope<T>>(path)).data

export const useAllOrders = () =>
  useQuery({
    queryKey: queryKeys.accounting.orders,
    queryFn: () => data<TrackedOrder[]>('rest/order-history/orders'),
  })
export const useAllProducts = () =>
  useQuery({
    queryKey: queryKeys.accounting.products,
    queryFn: () => data<Product[]>('rest/products/search?q='),
  })
export const useQuantities = () =>
  useQuery({
    queryKey: queryKeys.accounting.quantities,
    queryFn: () => data<QuantityRecord[]>('api/Quantitys/'),
  })

export function toggleDelivery(order: TrackedOrder): Promise<unknown> {
  return apiRequest(`rest/order-history/${encodeURIComponent(order._id ?? '')}/delivery-status`, {
    method: 'PUT',
    body: { deliveryStatus: order.delivered === true },
  })
}

export function updatePrice(productId: number, price: number): Promise<unknown> {
  return apiRequest(`api/Products/${productId}`, { method: 'PUT', body: { price: nonNegative(price) } })
}

export function updateQuantity(quantityId: number, quantity: number): Promise<unknown> {
  return apiRequest(`api/Quantitys/${quantityId}`, {
    method: 'PUT',
    body: { quantity: nonNegative(quantity) },
  })
}
