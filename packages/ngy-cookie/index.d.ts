/** The package's name and version, kept in the bundle so the dependency can be spotted there. */
export declare const NGY_COOKIE: string

export interface CookieOptions {
  /** Cookie path; `/` when omitted. */
  path?: string
  /** Expiry date; a session cookie when omitted. */
  expires?: Date
  sameSite?: 'Strict' | 'Lax' | 'None'
  secure?: boolean
}

/** The decoded value of cookie `name` in `cookieHeader` (defaults to `document.cookie`), or undefined. */
export declare function getCookie(name: string, cookieHeader?: string): string | undefined

/** The `document.cookie` assignment that stores cookie `name`. */
export declare function cookieString(name: string, value: string, options?: CookieOptions): string

export declare function setCookie(name: string, value: string, options?: CookieOptions): void

/** Removes cookie `name` from `path` (default `/`) by letting it expire at the epoch. */
export declare function removeCookie(name: string, options?: Pick<CookieOptions, 'path'>): void
