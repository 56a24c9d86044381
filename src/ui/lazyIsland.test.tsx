// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyIsland } from './lazyIsland'

afterEach(cleanup)

describe('lazyIsland', () => {
  it('loads the component on first render only and passes its props', async () => {
    const Heading = ({ heading }: { heading: string }) => <h2>{heading}</h2>
    const load = vi.fn(async () => Heading)
    const Island = lazyIsland(load)
    expect(load).not.toHaveBeenCalled()
    render(<Island heading="Cart summary" />)
    expect(await screen.findByRole('heading', { name: 'Cart summary' })).toBeTruthy()
    render(<Island heading="Sommaire du panier" />)
    expect(await screen.findByRole('heading', { name: 'Sommaire du panier' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
