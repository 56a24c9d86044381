import { Suspense, use, type ComponentType } from 'react'

/**
 * A client component whose code is a chunk of its own, fetched when it first renders (on the
 * client: when hydration reaches it) rather than with the page's first-load JavaScript. The
 * server still renders it in full, and in the page's first piece of HTML: there its code is
 * loaded once, when the module is, so it never suspends. (A React.lazy that suspends on the
 * server has React stream its markup after the rest of the page, with a script that moves it
 * in; a browser that paints in between shows the header and the footer first, then the footer
 * jumps down: a layout shift of 0.85 on the cart summary, Lighthouse mobile.) In the browser the
 * server's markup stays, untouched, until the code arrives and hydrates it.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let component: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const start = () =>
    (loading ??= load().then((loaded) => {
      component = loaded
      return loaded
    }))
  if (typeof window === 'undefined') void start()
  function Loaded(props: P) {
    const Component = component ?? use(start())
    return <Component {...props} />
  }
  function LazyIsland(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return LazyIsland
}
