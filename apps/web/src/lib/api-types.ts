/** Response shapes the client reads that `@juicy/contracts` does not (yet) describe. */

export interface ApplicationVersion {
  version: string
}

export interface ContinueCodeResponse {
  continueCode?: string
}

export interface SecurityQuestion {
  id: number
  question: string
  createdAt?: string
  updatedAt?: string
}

export interface RegisteredUser {
  id: number
  email: string
  role?: string
}

export interface BasketProduct {
  id: number
  name: string
  price: number
  BasketItem?: { id: number; quantity: number }
}

export interface Basket {
  id: number
  Products?: BasketProduct[]
}

export interface Product {
  id: number
  name: string
  description?: string | null
  price: number
  deluxePrice?: number | null
  image?: string | null
}
