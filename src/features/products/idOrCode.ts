// API callers name catalog records by database id ("3") or by their stable code ("tri-cam",
// "20WS", "Protect"). A numeric text is an id; anything else is a code. Ids are never sent to
// the database as text, because PostgreSQL rejects comparing an integer column with "tri-cam";
// and at most 9 digits, so an id always fits PostgreSQL's integer (a longer number is a code).
import type { Where } from 'payload'

export type IdOrCode = { kind: 'id'; id: number } | { kind: 'code'; code: string }

export function parseIdOrCode(value: string): IdOrCode {
  const text = value.trim()
  return /^\d{1,9}$/.test(text) ? { kind: 'id', id: Number(text) } : { kind: 'code', code: text }
}

/** A where clause matching a record by id, or by `codeField` for a code. */
export function whereIdOrCode(value: string, codeField: string): Where {
  const ref = parseIdOrCode(value)
  return ref.kind === 'id' ? { id: { equals: ref.id } } : { [codeField]: { equals: ref.code } }
}

/** True when a record with this id and code is the one `value` names. */
export function matchesIdOrCode(value: string, record: { id: number | string; code: string }): boolean {
  const ref = parseIdOrCode(value)
  return ref.kind === 'id' ? String(record.id) === String(ref.id) : record.code === ref.code
}
