import { apiRequest } from '../../lib/api-client'

export interface PasswordChange {
  current: string
  new: string
  repeat: string
}

/** `GET rest/user/change-password?current=&new=&repeat=` (the shop's API takes the change as a GET). */
export async function changePassword(change: PasswordChange): Promise<void> {
  const query = new URLSearchParams({ current: change.current, new: change.new, repeat: change.repeat })
  await apiRequest(`rest/user/change-password?${query.toString()}`)
}
