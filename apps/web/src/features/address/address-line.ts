import type { Address } from './address-api'

/** Street, city, state and zip code of an address in one line (the country is shown apart). */
export function addressLine(address: Address): string {
  return [address.streetAddress, address.city, address.state, address.zipCode].filter(Boolean).join(', ')
}
