// A press on a custom control before the page's script has taken it over (issue 46). Native
// controls work from the first paint; a custom one (the select-only combobox, which the spec's
// 200 px list keeps custom) does nothing until React has attached its handlers, so a visitor's
// first click on it was lost. A tiny inline script in <head> remembers the last press (a click,
// or Enter, Space or an arrow key) on a control marked `data-early-press` that is not yet marked
// `data-ready`; the control, once hydrated, takes that press and acts on it once.

declare global {
  interface Window {
    __boxlineEarlyPress?: string
  }
}

/** The control's attribute that asks for its early press to be kept. */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press'
/** Set by the control once it handles presses itself. */
export const READY_ATTRIBUTE = 'data-ready'

const KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp']

/** The recorder, inlined in every root layout's <head>; the proxy admits it by the hash of its text. */
export function earlyPressScript(): string {
  return `(function(){function keep(e){var t=e.target;t=t&&t.closest?t.closest('[${EARLY_PRESS_ATTRIBUTE}]'):null;if(!t||!t.id||t.hasAttribute('${READY_ATTRIBUTE}'))return;if(e.type==='keydown'){if(${JSON.stringify(KEYS)}.indexOf(e.key)<0)return;e.preventDefault()}window.__boxlineEarlyPress=t.id}addEventListener('click',keep,true);addEventListener('keydown',keep,true)})()`
}

/** Whether the visitor pressed the control with this id before it was ready; the press is taken (once). */
export function takeEarlyPress(id: string): boolean {
  if (typeof window === 'undefined' || window.__boxlineEarlyPress !== id) return false
  window.__boxlineEarlyPress = undefined
  return true
}
