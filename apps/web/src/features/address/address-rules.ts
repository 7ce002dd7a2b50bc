/** Address form rules. */

export const ZIP_CODE_MAX = 8
export const STREET_ADDRESS_MAX = 160
export const MOBILE_NUMBER_MIN = 1111111
export const MOBILE_NUMBER_MAX = 9999999999

export interface AddressFields {
  country: string
  fullName: string
  mobileNum: string
  zipCode: string
  streetAddress: string
  city: string
  state: string
}

type Rule = (value: string) => true | string

const required =
  (key: string): Rule =>
  (value) =>
    value.trim() !== '' || key

export const addressRules: Record<keyof AddressFields, Rule> = {
  country: required('MANDATORY_COUNTRY'),
  fullName: required('MANDATORY_NAME'),
  mobileNum: (value) => {
    if (value.trim() === '') return 'MANDATORY_MOBILE_NUMBER'
    const number = Number(value)
    if (!Number.isFinite(number)) return 'INVALID_MOBILE_NUMBER'
    if (number < MOBILE_NUMBER_MIN) return 'INVALID_MOBILE_NUMBER_MIN'
    return number <= MOBILE_NUMBER_MAX || 'INVALID_MOBILE_NUMBER_MAX'
  },
  zipCode: (value) => {
    if (value.trim() === '') return 'MANDATORY_ZIP_CODE'
    return value.length <= ZIP_CODE_MAX || 'INVALID_ZIP_CODE_LENGTH'
  },
  streetAddress: (value) => {
    if (value.trim() === '') return 'MANDATORY_ADDRESS'
    return value.length <= STREET_ADDRESS_MAX || 'INVALID_ADDRESS_LENGTH'
  },
  city: required('MANDATORY_CITY'),
  state: () => true,
}

/** The body the Addresss resource takes; the mobile number travels as a number. */
export type AddressBody = Omit<AddressFields, 'mobileNum'> & { mobileNum: number }

export function addressBody(fields: AddressFields): AddressBody {
  return { ...fields, mobileNum: Number(fields.mobileNum) }
}
