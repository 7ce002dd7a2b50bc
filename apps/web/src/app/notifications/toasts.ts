/** State of the challenge-solved toasts, kept pure for testing. */

export interface Toast {
  id: number
  key: string
  message: string
  flag: string
  copied: boolean
}

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'close'; id: number }
  | { type: 'closeAll' }
  | { type: 'copied'; id: number }

export function toastsReducer(state: Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [...state, action.toast]
    case 'close':
      return state.filter((toast) => toast.id !== action.id)
    case 'closeAll':
      return []
    case 'copied':
      return state.map((toast) => (toast.id === action.id ? { ...toast, copied: true } : toast))
  }
}

/** What the server receives with `verifyCloseNotificationsChallenge`: the open notifications. */
export function openNotificationsPayload(
  state: Toast[],
): { key: string; message: string; flag: string; copied: boolean }[] {
  return state.map(({ key, message, flag, copied }) => ({ key, message, flag, copied }))
}
