import { useState } from 'react'

/**
 * True from the first time `open` is true on. A popup whose code loads when it is first opened stays mounted
 * afterwards, so that it can play its closing transition and opens at once the next time.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
