import { describe, expect, it } from 'vitest'
import { openNotificationsPayload, toastsReducer, type Toast } from './toasts'

const toast = (id: number): Toast => ({ id, key: `k${id}`, message: `m${id}`, flag: `f${id}`, copied: false })

describe('challenge toasts', () => {
  it('adds, marks copied and closes one toast', () => {
    let state = toastsReducer([], { type: 'add', toast: toast(1) })
    state = toastsReducer(state, { type: 'add', toast: toast(2) })
    state = toastsReducer(state, { type: 'copied', id: 2 })
    expect(state[1]?.copied).toBe(true)
    state = toastsReducer(state, { type: 'close', id: 1 })
    expect(state.map((item) => item.id)).toEqual([2])
  })

  it('closes all at once and reports the open ones', () => {
    const state = [toast(1), toast(2)]
    expect(openNotificationsPayload(state)).toHaveLength(2)
    expect(toastsReducer(state, { type: 'closeAll' })).toEqual([])
  })
})
