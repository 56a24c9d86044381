import { useCallback, useSyncExternalStore } from 'react'

/** Whether the media query matches, re-rendering when that changes; `serverValue` on the server and while hydrating. */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => serverValue)
}
