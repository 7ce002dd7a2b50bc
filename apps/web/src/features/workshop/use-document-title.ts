import { useEffect } from 'react'

/** Names the browser tab (and the page for screen readers) after the page shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title
  }, [title])
}
