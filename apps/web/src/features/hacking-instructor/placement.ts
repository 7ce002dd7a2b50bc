/** Where the speech bubble goes: beside its anchor, else below or above it, else bottom-right. */

export interface AnchorRect {
  top: number
  left: number
  bottom: number
  right: number
}

export interface Viewport {
  width: number
  height: number
}

export interface BubblePlacement {
  top?: number
  bottom?: number
  left: number
  width: number
}

export const BUBBLE_WIDTH = 360
const MARGIN = 16
const GAP = 12
/** Below this width the bubble docks across the screen: at the bottom, or at the top for an anchor lower down. */
export const NARROW_VIEWPORT = 600
/** Room the bubble needs above an anchor before it is placed there. */
const MIN_ROOM_ABOVE = 160

/** Beside the anchor (right, else left) so it never covers the form field that comes next. */
function besideAnchor(anchor: AnchorRect, viewport: Viewport, width: number): BubblePlacement | null {
  const top = Math.min(Math.max(anchor.top, MARGIN), viewport.height - MIN_ROOM_ABOVE)
  if (anchor.right + GAP + width + MARGIN <= viewport.width) return { top, left: anchor.right + GAP, width }
  if (anchor.left - GAP - width >= MARGIN) return { top, left: anchor.left - GAP - width, width }
  return null
}

export function bubblePlacement(anchor: AnchorRect | null, viewport: Viewport): BubblePlacement {
  const width = Math.min(BUBBLE_WIDTH, viewport.width - 2 * MARGIN)
  const docked: BubblePlacement = { bottom: MARGIN, left: viewport.width - width - MARGIN, width }
  const visible = anchor !== null && anchor.bottom > 0 && anchor.top < viewport.height
  if (!visible) return docked
  // A phone has no room beside anything: the bubble docks at the edge away from the anchor, never over it.
  if (viewport.width < NARROW_VIEWPORT)
    return anchor.top >= viewport.height / 2 ? { top: MARGIN, left: docked.left, width } : docked
  const beside = besideAnchor(anchor, viewport, width)
  if (beside) return beside
  const left = Math.min(Math.max(anchor.left, MARGIN), viewport.width - width - MARGIN)
  if (anchor.bottom + GAP <= viewport.height * 0.55) return { top: anchor.bottom + GAP, left, width }
  if (anchor.top - GAP >= MIN_ROOM_ABOVE) return { bottom: viewport.height - anchor.top + GAP, left, width }
  return docked
}

export function sameRect(a: AnchorRect | null, b: AnchorRect | null): boolean {
  if (a === null || b === null) return a === b
  return a.top === b.top && a.left === b.left && a.bottom === b.bottom && a.right === b.right
}

/**
 * On a narrow screen, brings an anchor that is not wholly on screen (a submit button below a phone's fold) to the
 * middle of it, when it fits; the bubble then docks away from it. Wide screens are left as they are.
 */
export function scrollAnchorIntoView(document: Document, selector: string | undefined): void {
  const view = document.defaultView
  if (!selector || !view || view.innerWidth >= NARROW_VIEWPORT) return
  const element = document.querySelector(selector)
  if (!element) return
  const { top, bottom, height } = element.getBoundingClientRect()
  if (height === 0 || height > view.innerHeight) return
  if (top < 0 || bottom > view.innerHeight) element.scrollIntoView({ block: 'center' })
}

/** The anchor's box on screen, or null when it is missing or not rendered (zero size). */
export function anchorRect(document: Document, selector: string | undefined): AnchorRect | null {
  if (!selector) return null
  const element = document.querySelector(selector)
  if (!element) return null
  const { top, left, bottom, right, width, height } = element.getBoundingClientRect()
  if (width === 0 && height === 0) return null
  return { top, left, bottom, right }
}
