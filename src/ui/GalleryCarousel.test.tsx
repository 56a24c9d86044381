// @vitest-environment jsdom
import './test-setup'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { GalleryCarousel, type GalleryLabels } from './GalleryCarousel'

const total = 3
const labels: GalleryLabels = {
  previous: 'Previous image',
  next: 'Next image',
  thumbnails: 'Image thumbnails',
  slides: [1, 2, 3].map((i) => `Image ${i} of ${total}`),
  showImage: [1, 2, 3].map((i) => `Show image ${i} of ${total}`),
}

function renderGallery(count = total) {
  const scrollTo = vi.fn()
  render(
    <GalleryCarousel icons={{ previous: '‹', next: '›' }} labels={labels} thumbnails={Array.from({ length: count }, (_, i) => <span key={i}>thumb {i + 1}</span>)}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>slide {i + 1}</div>
      ))}
    </GalleryCarousel>,
  )
  const track = screen.getByText('slide 1').parentElement!
  Object.defineProperty(track, 'clientWidth', { value: 600 })
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo
  return { track, scrollTo }
}

describe('GalleryCarousel', () => {
  it('disables previous at the first image and next at the last (no loop); the arrows scroll the track one width', async () => {
    const user = userEvent.setup()
    const { scrollTo } = renderGallery()
    const previous = screen.getByRole('button', { name: 'Previous image' })
    const next = screen.getByRole('button', { name: 'Next image' })
    expect(previous.getAttribute('aria-disabled')).toBe('true')
    expect(next.getAttribute('aria-disabled')).toBeNull()
    await user.click(next)
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 600 }))
    expect(screen.getByRole('group', { name: 'Image 2 of 3' })).toBeTruthy()
    await user.click(next)
    expect(next.getAttribute('aria-disabled')).toBe('true')
    scrollTo.mockClear()
    await user.click(next) // at the end: nothing moves
    expect(scrollTo).not.toHaveBeenCalled()
    expect(previous.getAttribute('aria-disabled')).toBeNull()
  })

  it('a thumbnail shows its image and is marked current; a swipe (a scroll of the track) moves the mark', async () => {
    const user = userEvent.setup()
    const { track, scrollTo } = renderGallery()
    const thumbnails = screen.getByRole('group', { name: 'Image thumbnails' })
    const third = screen.getByRole('button', { name: 'Show image 3 of 3' })
    expect(thumbnails.contains(third)).toBe(true)
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' }).getAttribute('aria-current')).toBe('true')
    await user.click(third)
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 1200 }))
    expect(third.getAttribute('aria-current')).toBe('true')
    // The glide ends on the chosen image.
    Object.defineProperty(track, 'scrollLeft', { value: 1200, configurable: true })
    fireEvent.scroll(track)

    Object.defineProperty(track, 'scrollLeft', { value: 590, configurable: true })
    fireEvent.scroll(track)
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' }).getAttribute('aria-current')).toBe('true')
    expect(third.getAttribute('aria-current')).toBeNull()
  })

  it('counts a press during a glide from the image chosen, not from the one passing by', async () => {
    const user = userEvent.setup()
    const { track, scrollTo } = renderGallery()
    const next = screen.getByRole('button', { name: 'Next image' })
    await user.click(next)
    Object.defineProperty(track, 'scrollLeft', { value: 100, configurable: true }) // still near the first image
    fireEvent.scroll(track)
    await user.click(next)
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 1200 }))
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' }).getAttribute('aria-current')).toBe('true')
  })

  it('shows neither arrows nor thumbnails for a single image', () => {
    renderGallery(1)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('group')).toBeNull()
  })
})
