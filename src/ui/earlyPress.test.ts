// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { earlyPressScript, takeEarlyPress } from './earlyPress'

// The recorder runs once per document, as the <head> script does.
new Function(earlyPressScript())()

afterEach(() => {
  document.body.innerHTML = ''
  window.__boxlineEarlyPress = undefined
})

function control(ready = false) {
  document.body.innerHTML = `<div id="size" data-early-press ${ready ? 'data-ready' : ''} tabindex="0"><span>Select an option</span></div>`
  return document.getElementById('size')!
}

describe('the early-press recorder', () => {
  it('keeps a click on a marked control (or inside it) until the control takes it, once', () => {
    control().querySelector('span')!.click()
    expect(takeEarlyPress('size')).toBe(true)
    expect(takeEarlyPress('size')).toBe(false)
  })

  it('keeps Enter, Space and the arrows, and holds their default; other keys pass', () => {
    const element = control()
    const other = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true })
    element.dispatchEvent(other)
    expect(window.__boxlineEarlyPress).toBeUndefined()
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true })
    element.dispatchEvent(space)
    expect(space.defaultPrevented).toBe(true)
    expect(takeEarlyPress('size')).toBe(true)
  })

  it('leaves a control that handles its presses itself, and anything unmarked', () => {
    control(true).click()
    expect(window.__boxlineEarlyPress).toBeUndefined()
    document.body.innerHTML = '<button id="plain">Go</button>'
    document.getElementById('plain')!.click()
    expect(window.__boxlineEarlyPress).toBeUndefined()
  })
})
