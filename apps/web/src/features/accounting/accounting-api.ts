import type { Envelope } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import type { Product } from '../../lib/api-types'
import type { TrackedOrder } from '../checkout/checkout-api'

export interface QuantityRecord {
  id: number
  ProductId: number
  quantity: number
}

export const ACCOUNTING_PAGE_SIZE = 10
export const ACCOUNTING_PAGE_SIZES = [10, 20, 30]

export const accountingKeys = {
  orders: ['accounting', 'orders'] as const,
  products: ['accounting', 'products'] as const,
  quantities: ['accounting', 'quantities'] as const,
}

/** Negative prices and quantities are sent as 0 (checkout spec §5). */
export function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0
}

const data = async <T>(path: string): Promise<T> => (await apiRequest<Envelope<T>>(path)).data

export const useAllOrders = () =>
  useQuery({
    queryKey: accountingKeys.orders,
    queryFn: () => data<TrackedOrder[]>('rest/order-history/orders'),
  })
export const useAllProducts = () =>
  useQuery({ queryKey: accountingKeys.products, queryFn: () => data<Product[]>('rest/products/search?q=') })
export const useQuantities = () =>
  useQuery({ queryKey: accountingKeys.quantities, queryFn: () => data<QuantityRecord[]>('api/Quantitys/') })

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
