import { describe, expect, it } from 'vitest'
import { textOfHtml } from './payloadEmail'

describe('textOfHtml', () => {
  it('keeps the reset link as its address and drops the markup', () => {
    const html = `You are receiving this because you requested a reset.
    <a href="https://www.boxline.example/admin/reset/abc123">https://www.boxline.example/admin/reset/abc123</a>
    If you did not request this, please ignore this email.`
    expect(textOfHtml(html)).toBe(
      'You are receiving this because you requested a reset.\n\nhttps://www.boxline.example/admin/reset/abc123\n\nIf you did not request this, please ignore this email.',
    )
  })
})
