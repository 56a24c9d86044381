// What a name field accepts as typed (spec 2 §5: no digits), apart from the name rules of
// names.ts: the forms need only this much before the visitor submits.

/** Keydown filter of name inputs: refuses digits (shortcuts with Ctrl/Cmd pass). */
export function isAllowedNameKey(key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {}): boolean {
  return Boolean(modifiers.ctrlKey || modifiers.metaKey) || !/^\d$/.test(key)
}

/** Input/paste filter of name inputs: removes digits. */
export function stripDigits(text: string): string {
  return text.replace(/\d/g, '')
}

