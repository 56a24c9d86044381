// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyIsland } from './lazyIsland'

afterEach(cleanup)

describe('lazyIsland', () => {
  it('loads the component on first render only and passes its props', async () => {
    const Heading = ({ heading }: { heading: string }) => <h2>{heading}</h2>
    const load = vi.fn(async () => Heading)
    const Island = lazyIsland(load)
    expect(load).not.toHaveBeenCalled()
    // A component that suspends on its code renders inside an awaited act (React's rule for tests).
    await act(async () => void render(<Island heading="Cart summary" />))
    expect(await screen.findByRole('heading', { name: 'Cart summary' })).toBeTruthy()
    await act(async () => void render(<Island heading="Sommaire du panier" />))
    expect(await screen.findByRole('heading', { name: 'Sommaire du panier' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
