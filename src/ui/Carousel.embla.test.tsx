// @vitest-environment jsdom
// Smoke test with the real embla-carousel (the other Carousel tests use a fake API).
import './test-setup'
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { Carousel } from './Carousel'
import { renderWithIntl } from './test-utils'

describe('Carousel with embla', () => {
  it('mounts and renders its controls', async () => {
    renderWithIntl(<Carousel label="Gallery" slides={['a', 'b', 'c'].map((s) => <p key={s}>{s}</p>)} />)
    expect(screen.getByRole('region', { name: 'Gallery' })).toBeTruthy()
    expect(screen.getAllByRole('group', { name: /Slide/ })).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Previous slide' }).getAttribute('aria-disabled')).toBe('true')
  })
})
