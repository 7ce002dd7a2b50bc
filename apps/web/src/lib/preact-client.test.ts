// The React behaviours the browser bundle's renderer (Preact) is given back, rendered with Preact itself.
import { h, render, type ComponentChild } from 'preact'
import { useEffect } from 'preact/hooks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import './preact-client'

const container = document.createElement('div')
document.body.append(container)

afterEach(() => render(null, container))

/** Renders synchronously, as Preact does for a root render. */
function show(vnode: ComponentChild): void {
  render(vnode, container)
}

describe('Preact with React’s behaviours', () => {
  it('focuses an autoFocus element when it is mounted, once', async () => {
    show(h('div', null, h('button', { id: 'other' }, 'other'), h('input', { id: 'field', autoFocus: true })))
    await Promise.resolve()
    expect(document.activeElement?.id).toBe('field')

    ;(container.querySelector('#other') as HTMLButtonElement).focus()
    show(h('div', null, h('button', { id: 'other' }, 'other'), h('input', { id: 'field', autoFocus: true })))
    await Promise.resolve()
    expect(document.activeElement?.id).toBe('other')
  })

  it('still hands the element to its own ref', async () => {
    const ref = { current: null as Element | null }
    show(h('input', { id: 'field', autoFocus: true, ref }))
    await Promise.resolve()
    expect(ref.current?.id).toBe('field')
  })

  it('calls a controlled radio button’s onChange in the click that checks it, once', () => {
    const onChange = vi.fn()
    const onClick = vi.fn()
    show(h('input', { type: 'radio', name: 'stars', value: '3', checked: false, onChange, onClick }))
    const radio = container.querySelector('input') as HTMLInputElement
    let callsDuringClick = 0
    radio.addEventListener('click', () => (callsDuringClick = onChange.mock.calls.length))
    radio.click()
    expect(callsDuringClick).toBe(1)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('does not call onChange when the click leaves a controlled radio button as it was', () => {
    const onChange = vi.fn()
    show(h('input', { type: 'radio', name: 'stars', value: '3', checked: true, onChange }))
    ;(container.querySelector('input') as HTMLInputElement).click()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('leaves the change event of an uncontrolled checkbox alone', () => {
    const onChange = vi.fn()
    show(h('input', { type: 'checkbox', onChange }))
    ;(container.querySelector('input') as HTMLInputElement).click()
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('calls no mouse handler of a button rendered disabled, even once its attribute is removed', () => {
    const onClick = vi.fn()
    const onMouseDown = vi.fn()
    show(
      h(
        'form',
        { onSubmit: (event: Event) => event.preventDefault() },
        h('button', { disabled: true, onClick, onMouseDown }),
      ),
    )
    const button = container.querySelector('button') as HTMLButtonElement
    button.removeAttribute('disabled')
    button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    button.click()
    expect(onClick).not.toHaveBeenCalled()
    expect(onMouseDown).not.toHaveBeenCalled()

    show(h('form', null, h('button', { disabled: false, onClick })))
    ;(container.querySelector('button') as HTMLButtonElement).click()
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('runs a render’s effects in a microtask, not a frame later', async () => {
    const ran: string[] = []
    function Effectful() {
      useEffect(() => {
        ran.push('effect')
      }, [])
      return null
    }
    show(h(Effectful, null))
    expect(ran).toEqual([])
    await Promise.resolve()
    expect(ran).toEqual(['effect'])
  })
})
