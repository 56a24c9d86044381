import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A client component whose code is a chunk of its own, fetched when it first renders (on the
 * client: when hydration reaches it) rather than with the page's first-load JavaScript. The
 * server still renders it in full. For a page that shows one of several large parts at a time.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })))
  function LazyIsland(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return LazyIsland
}
