/**
 * `react-dom/client` in the browser bundle (see `build/preact-compat.ts`): Preact's, plus the React behaviours the
 * shop relies on that preact/compat leaves out:
 * - React focuses an element rendered with `autoFocus` when it is mounted; Preact only writes the HTML attribute,
 *   which browsers honour while a page loads, not in a dialog opened later (MUI's dialogs then focus their own
 *   frame instead of the field or button the shop marked);
 * - React calls a controlled checkbox's or radio button's `onChange` during the click that changed it; Preact
 *   waits for the browser's `change` event, which never comes when a state update in the click's handlers (MUI's
 *   Rating clears its hover) re-renders the controlled input back first, so the feedback form's stars could not
 *   be chosen;
 * - React does not call mouse handlers of a button, input, select or textarea rendered `disabled`, even when the
 *   element is no longer disabled in the page: MUI's buttons cancel the click while their `disabled` prop is set,
 *   and Zero Stars is solved by removing the feedback button's `disabled` attribute in the DevTools and clicking it.
 */
import { options, type Ref, type VNode } from 'preact'

export { createRoot, hydrateRoot } from 'preact/compat/client'

type ElementRef = Ref<Element> | undefined

const focusedOnMount = new WeakSet<Element>()
const wrappers = new WeakMap<object, (element: Element | null) => void>()

/** The element's own ref, wrapped so that its first mount also focuses it. */
function focusingRef(ref: ElementRef): (element: Element | null) => void {
  const key = ref ?? focusingRef
  let wrapper = wrappers.get(key)
  if (!wrapper) {
    wrapper = (element) => {
      if (element && !focusedOnMount.has(element)) {
        focusedOnMount.add(element)
        // Preact hands out refs once the render's elements are in the page, before any effect: as React focuses.
        if (element.isConnected) (element as HTMLElement).focus()
        else queueMicrotask(() => (element as HTMLElement).focus())
      }
      if (typeof ref === 'function') ref(element)
      else if (ref) ref.current = element
    }
    wrappers.set(key, wrapper)
  }
  return wrapper
}

type InputHandler = (event: Event) => void

interface ElementProps {
  autoFocus?: boolean
  disabled?: boolean
  type?: string
  checked?: boolean
  onClick?: InputHandler
  onChange?: InputHandler
}

/** Inputs whose `onChange` ran during a click; the `change` event that may follow in the same task is that one. */
const changedByClick = new WeakSet<EventTarget>()

/** `onChange` of a controlled checkbox or radio button as React calls it: in the click, when the click changed it. */
function changeOnClick(props: ElementProps, onChange: InputHandler): void {
  const { onClick, checked } = props
  props.onClick = (event) => {
    onClick?.(event)
    const input = event.currentTarget as HTMLInputElement
    if (input.checked === checked) return
    changedByClick.add(input)
    setTimeout(() => changedByClick.delete(input))
    onChange(event)
  }
  props.onChange = (event) => {
    if (!changedByClick.delete(event.currentTarget as EventTarget)) onChange(event)
  }
}

const interactiveElements = new Set(['button', 'input', 'select', 'textarea'])
const mouseHandler = /^on(click|dblclick|doubleclick|mouse(down|up|move|enter))(capture)?$/i

/** React's rule: no mouse handlers on a disabled form control. */
function withoutMouseHandlers(props: ElementProps): void {
  for (const name of Object.keys(props)) if (mouseHandler.test(name)) delete props[name as keyof ElementProps]
}

// React runs the effects of a render before it renders again, and at once after a click or a key; Preact waits for
// the next frame. MUI's dialogs rely on React's order: a nested dialog that closes hands the page back to its parent
// in an effect, which under Preact ran after a snackbar shown meanwhile had mounted and hid it from assistive
// technology; and a dialog only listened for Escape a frame after taking the focus. Run them in a microtask, queued
// during the render, so before any render that render causes.
options.requestAnimationFrame = (flushEffects) => queueMicrotask(flushEffects)

const previousVNodeHook = options.vnode
options.vnode = (vnode: VNode) => {
  previousVNodeHook?.(vnode)
  if (typeof vnode.type !== 'string') return
  const props = vnode.props as ElementProps
  if (props.autoFocus) {
    const element = vnode as VNode & { ref?: ElementRef }
    element.ref = focusingRef(element.ref)
  }
  if (interactiveElements.has(vnode.type) && props.disabled) withoutMouseHandlers(props)
  if (vnode.type === 'input' && (props.type === 'checkbox' || props.type === 'radio')) {
    if (props.onChange && typeof props.checked === 'boolean') changeOnClick(props, props.onChange)
  }
}
