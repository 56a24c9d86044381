import { describe, expect, it } from 'vitest'
import { pickClientMessages } from './clientMessages'

describe('pickClientMessages', () => {
  it('keeps only the asked namespaces that exist', () => {
    const messages = { ui: { close: 'Close' }, validation: { required: 'Required' }, meta: { title: 't' } }
    expect(pickClientMessages(messages, ['ui', 'missing'])).toEqual({ ui: { close: 'Close' } })
  })
})
