// @vitest-environment jsdom
import '@/ui/test-setup'
import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { BannerChat } from './BannerChat'

/*
 * Spec 3 §4 "Banner" with a chat script (a page whose staff configured one; the seed has none since
 * issue 43, item 4, so no browser test meets this state): the chat-open flag, the focus that
 * follows it, and §7's chat links anywhere on the page pressing the chat button.
 */
function renderBanner() {
  return render(
    <>
      <a href="/en/request-service#chat">chat with a specialist</a>
      <BannerChat
        intro={<h2>Planning a site?</h2>}
        primaryLabel="Start a chat"
        primaryClassName=""
        secondary={<a href="/en/request-quote">Request a quote</a>}
        chatLabel="Chat"
        chat={<a href="/en/request-service">Send a service request</a>}
        endHeading="Finished chatting?"
        endLabel="End chat"
        endClassName=""
        startLabels={['Start a chat']}
      />
    </>,
  )
}

describe('BannerChat', () => {
  it('opens the chat area in place of the heading and buttons, with the focus, and gives it back on End chat', () => {
    renderBanner()
    expect(screen.queryByRole('region', { name: 'Chat' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Start a chat' }))

    const chat = screen.getByRole('region', { name: 'Chat' })
    expect(document.activeElement).toBe(chat)
    expect(chat.className).toContain('h-[600px]')
    expect(chat.className).toContain('min-h-[400px]')
    expect(chat.className).toContain('max-h-[80vh]')
    expect(screen.queryByRole('heading', { name: 'Planning a site?' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Request a quote' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Finished chatting?' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'End chat' }))
    expect(screen.queryByRole('region', { name: 'Chat' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start a chat' }))
  })

  it('a chat link elsewhere on the page opens the chat instead of leaving the page, and focuses it when already open', () => {
    renderBanner()
    const link = screen.getByRole('link', { name: 'chat with a specialist' })
    const notPrevented = fireEvent.click(link)
    expect(notPrevented).toBe(false)
    const chat = screen.getByRole('region', { name: 'Chat' })
    expect(document.activeElement).toBe(chat)

    screen.getByRole('link', { name: 'Send a service request' }).focus()
    fireEvent.click(link)
    expect(document.activeElement).toBe(chat)
  })

  it('leaves other links alone', () => {
    renderBanner()
    expect(fireEvent.click(screen.getByRole('link', { name: 'Request a quote' }))).toBe(true)
    expect(screen.queryByRole('region', { name: 'Chat' })).toBeNull()
  })
})
