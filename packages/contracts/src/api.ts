/** Success envelope `{status:'success', data}` of the shop's own REST answers. */
export interface Envelope<T> {
  status: 'success'
  data: T
}

/** Generic REST error body (shape F). */
export interface RestError {
  message: string
  errors: unknown[]
}

/** Answer of `POST /rest/user/login`. */
export interface LoginResponse {
  authentication: { token: string; bid: number; umail: string }
}

/** Answer of `POST /rest/user/login` when a second factor is needed. */
export interface TotpRequiredResponse {
  status: 'totp_token_required'
  data: { tmpToken: string }
}

/** One entry of `GET /rest/languages`. */
export interface LanguageInfo {
  key: string
  lang: string
  icons?: string[]
  shortKey?: string
  percentage: number
  gauge: 'full' | 'three-quarters' | 'half' | 'quarter' | 'empty'
}

/** The user record carried in the `data` claim of a session token. */
export interface TokenUser {
  id: number
  username: string
  email: string
  password: string
  role: 'customer' | 'deluxe' | 'accounting' | 'admin'
  deluxeToken: string
  lastLoginIp: string
  profileImage: string
  totpSecret: string
  isActive: boolean
  createdAt: string
  updatedAt: string
  deletedAt: string | null
}
