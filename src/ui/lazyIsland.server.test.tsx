// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { lazyIsland } from './lazyIsland'

describe('lazyIsland on the server', () => {
  it('loads the component when it is made, and renders it in place, never as a boundary sent later', async () => {
    const Heading = ({ heading }: { heading: string }) => <h2>{heading}</h2>
    const load = vi.fn(async () => Heading)
    const Island = lazyIsland(load)
    expect(load).toHaveBeenCalledTimes(1)
    await Promise.resolve()
    await Promise.resolve()
    const html = renderToString(<Island heading="Cart summary" />)
    // A suspended boundary would render its (empty) fallback, marked <!--$!-->, without the heading.
    expect(html).toBe('<!--$--><h2>Cart summary</h2><!--/$-->')
    expect(load).toHaveBeenCalledTimes(1)
  })
})
