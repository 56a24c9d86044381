import { describe, expect, it } from 'vitest'
import { chatFallbackHref, isChatHref, isChatLink } from './chatLinks'
import { localHref } from './localHref'

const labels = ['Start a chat', 'Démarrer le clavardage']

describe('chat links', () => {
  it('knows the two hrefs staff type for the chat', () => {
    expect(isChatHref('#open-integrated-chat-box')).toBe(true)
    expect(isChatHref(' {{chat}} ')).toBe(true)
    expect(isChatHref('#open')).toBe(false)
    expect(isChatHref('/request-service')).toBe(false)
  })

  it('renders them as the support request marked #chat, in the page’s language', () => {
    expect(localHref('{{chat}}', 'fr')).toBe('/fr/request-service#chat')
    expect(localHref('#open-integrated-chat-box', 'en')).toBe('/en/request-service#chat')
    expect(chatFallbackHref('en')).toBe('/en/request-service#chat')
    expect(localHref('#faq', 'en')).toBe('#faq')
  })

  it('takes a press on a chat href, the rendered fallback or a "Start a chat" label as a chat press', () => {
    expect(isChatLink({ href: '/en/request-service#chat', text: 'Ask us' }, labels)).toBe(true)
    expect(isChatLink({ href: '#open-integrated-chat-box', text: '' }, labels)).toBe(true)
    expect(isChatLink({ href: null, text: '  Start  a chat ' }, labels)).toBe(true)
    expect(isChatLink({ href: '/fr/contact', text: 'Démarrer le clavardage' }, labels)).toBe(true)
    expect(isChatLink({ href: '/en/request-service', text: 'Send a service request' }, labels)).toBe(false)
    expect(isChatLink({ href: null, text: 'Start' }, labels)).toBe(false)
  })
})
