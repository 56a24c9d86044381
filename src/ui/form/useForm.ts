'use client'

import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react'
import type { ErrorSummaryItem } from '../ErrorSummary'

/**
 * What a field is called and how it is answered (typed or chosen): a missing answer's message
 * names the field and says what to do ("Enter your phone number", issue 43) instead of a bare
 * "Required".
 */
export interface FieldName {
  label: string
  kind: 'enter' | 'choose'
}

/** The field name of a control's label, when the label is plain text. */
export const fieldName = (label: unknown, kind: FieldName['kind']): FieldName | undefined => (typeof label === 'string' && label.trim() ? { label: label.trim(), kind } : undefined)

/** A field's first message id (or key of messages/*.json), by field name. */
export type FormErrors<F extends string = string> = Partial<Record<F, string>>

export interface FormOptions<V extends object> {
  initialValues: V | (() => V)
  /** The element id of a field's control (the error summary links to it). */
  idOf: (field: string) => string
  /** Fields whose rule error shows only once a submit was attempted (the captcha). */
  afterAttempt?: readonly string[]
  /** The rules (the API's zod schema) on the values: each field's first message id. Run once per render, when read. */
  validate?: (values: V) => FormErrors
  /** Checks beside the rules (a ZIP the postal data does not know), shown as soon as they answer. Read during render. */
  checks?: () => FormErrors
  /** The text a person reads for a message id (`name`: the field's, once its control has rendered). */
  message: (id: string, field: string, name?: FieldName) => string
  /**
   * Submit attempts are counted per scope (a wizard's step): `attempts` and `attempt()` are those
   * of the current scope, and a step returned to keeps its own.
   */
  scope?: string | number
}

/** What `bind` spreads on a text input, textarea or native select. */
export interface BoundControl {
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void
  onBlur: () => void
  ref: (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => void
}

export interface BindOptions {
  /** Applied to what is typed (digits out of a name, a postal code's space…). */
  transform?: (text: string) => string
  /** Runs on leaving the field, before it is marked touched. */
  onBlur?: () => void
  /** Runs after the value changed (instead of nothing). */
  onChange?: (text: string) => void
  /** The control's `name` when it differs from the field (a spec's field name). */
  name?: string
}

type Key<V> = Extract<keyof V, string>
type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * Keeps what a person typed (or the browser autofilled) into server-rendered inputs before the
 * page's script took over: on mount, each registered control's text, when it differs from the
 * value React rendered, is handed to `onTyped` — before any re-render writes the state back over
 * it. `register(field)` is the control's ref.
 */
export function useKeepTypedText(onTyped: (typed: Record<string, string>) => void) {
  const controls = useRef(new Map<string, { element: TextControl; transform?: (text: string) => string }>())
  const handler = useRef(onTyped)
  useLayoutEffect(() => {
    handler.current = onTyped
  })
  useLayoutEffect(() => {
    const typed: Record<string, string> = {}
    for (const [field, { element, transform }] of controls.current) {
      if (element instanceof HTMLSelectElement || (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio'))) continue
      if (element.value !== element.defaultValue) typed[field] = transform ? transform(element.value) : element.value
    }
    if (Object.keys(typed).length > 0) handler.current(typed)
  }, [])
  return (field: string, transform?: (text: string) => string) => (element: TextControl | null) => {
    if (element) controls.current.set(field, { element, transform })
    else controls.current.delete(field)
  }
}

/**
 * The site's one form layer (docs/architecture.md): the values as typed, which fields were left,
 * the submit attempts, the server's field errors mapped back onto fields, which error each field
 * shows, the error summary's items, and the submitting state. The rules themselves stay with each
 * form (the API's zod schema, `errors` below), so the browser and the route share one schema.
 *
 * What a person typed or the browser autofilled before the page's script took over is kept: on
 * mount, each bound control's text is read back from the page into the values.
 *
 * We wrote this hook instead of using react-hook-form: that library adds ~10 KB gzipped to every
 * form page's first load, and the issue forbids any page's first-load JavaScript to grow
 * (docs/decisions.md).
 */
export function useForm<V extends object>({ initialValues, idOf, afterAttempt = [], validate, checks, message, scope = '' }: FormOptions<V>) {
  const [values, setValuesState] = useState<V>(initialValues)
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  /** Each field's name, as its control last gave it (errorText). */
  const names = useRef(new Map<string, FieldName>())
  const [attemptsByScope, setAttemptsByScope] = useState<Readonly<Record<string, number>>>({})
  const scopeKey = String(scope)
  const attempts = attemptsByScope[scopeKey] ?? 0
  const [summaryKey, setSummaryKey] = useState(0)
  const [serverErrors, setServerErrorsState] = useState<FormErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const keepTyped = useKeepTypedText((typed) => setValuesState((current) => ({ ...current, ...typed })))

  const clearServerErrors = useCallback(
    (...fields: string[]) =>
      setServerErrorsState((current) => (fields.some((field) => current[field]) ? Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))) : current)),
    [],
  )

  /** Sets fields (a change clears their server errors). */
  const setValues = useCallback(
    (changes: Partial<V> | ((current: V) => Partial<V>)) => {
      setValuesState((current) => {
        const next = typeof changes === 'function' ? changes(current) : changes
        return { ...current, ...next }
      })
      if (typeof changes !== 'function') clearServerErrors(...Object.keys(changes))
    },
    [clearServerErrors],
  )
  /** Rewrites one text field from its current text (a phone written the canonical way once left). */
  const rewrite = (field: string, next: (text: string) => string) =>
    setValuesState((current) => {
      const text = String((current as Record<string, unknown>)[field] ?? '')
      const rewritten = next(text)
      return rewritten === text ? current : { ...current, [field]: rewritten }
    })
  const setValue = <K extends Key<V>>(field: K, value: V[K]) => setValues({ [field]: value } as unknown as Partial<V>)

  const touch = useCallback((...fields: string[]) => setTouched((set) => (fields.every((field) => set.has(field)) ? set : new Set([...set, ...fields]))), [])

  /** A submit (or Continue) attempt: every field shows its error, the summary takes focus. */
  const attempt = () => {
    setAttemptsByScope((counts) => ({ ...counts, [scopeKey]: (counts[scopeKey] ?? 0) + 1 }))
    setSummaryKey((key) => key + 1)
  }

  /** The server's 400 `fieldErrors` (first message of each known field) onto the fields; true when any. */
  const applyServerErrors = (fieldErrors: Record<string, string[] | undefined> | undefined, fields: readonly string[], extra: FormErrors = {}): boolean => {
    const mapped: FormErrors = { ...extra }
    for (const field of fields) {
      const first = fieldErrors?.[field]?.[0]
      if (first) mapped[field] ??= first
    }
    if (Object.keys(mapped).length === 0) return false
    setServerErrorsState(mapped)
    setSummaryKey((key) => key + 1)
    return true
  }

  /**
   * The message id a field shows now: the server's, else the rules' once the field was left or a
   * submit attempted, else a check beside the rules (a ZIP the postal data does not know) as soon
   * as it answers.
   */
  let ruleErrors: FormErrors | undefined
  /** The rules' errors for the values as they are now (every field, shown or not). */
  const errors = (): FormErrors => (ruleErrors ??= validate?.(values) ?? {})
  const errorOf = (field: string): string | undefined => {
    if (serverErrors[field]) return serverErrors[field]
    const checked = checks?.() ?? {}
    const visible = afterAttempt.includes(field) ? attempts > 0 : attempts > 0 || touched.has(field)
    const rule = errors()[field]
    // A rule error not shown yet also holds back the check (the field is still being typed).
    return visible ? (rule ?? checked[field]) : rule ? undefined : checked[field]
  }

  /**
   * The text of the error a field shows now, if any. A control passes its field's name; the error
   * summary, rendered before the controls, reads the name they gave on an earlier render.
   */
  const errorText = (field: string, name?: FieldName): string | undefined => {
    if (name) names.current.set(field, name)
    const id = errorOf(field)
    return id ? message(id, field, name ?? names.current.get(field)) : undefined
  }

  /** The error summary's items, in `order`, once a submit was attempted (or the server answered). */
  const summary = (order: readonly string[]): ErrorSummaryItem[] =>
    attempts > 0 || Object.keys(serverErrors).length > 0
      ? order.flatMap((field) => {
          const text = errorText(field)
          return text ? [{ fieldId: idOf(field), message: text }] : []
        })
      : []

  /** Binds a text input, textarea or native select to a field. */
  const bind = (field: Key<V>, options: BindOptions = {}): BoundControl => ({
    name: options.name ?? field,
    value: String(values[field] ?? ''),
    onChange: (event) => {
      const text = options.transform ? options.transform(event.target.value) : event.target.value
      setValues({ [field]: text } as unknown as Partial<V>)
      options.onChange?.(text)
    },
    onBlur: () => {
      options.onBlur?.()
      touch(field)
    },
    ref: keepTyped(field, options.transform),
  })

  return {
    values,
    setValue,
    setValues,
    rewrite,
    touch,
    attempts,
    attempt,
    /** Starts the form over ("Start over"): the initial values, nothing left, attempted, refused or sending. */
    reset: () => {
      setValuesState(typeof initialValues === 'function' ? (initialValues as () => V)() : initialValues)
      setTouched(new Set())
      setAttemptsByScope({})
      setServerErrorsState({})
      setSubmitting(false)
    },
    summaryKey,
    serverErrors,
    clearServerErrors,
    applyServerErrors,
    errorOf,
    errorText,
    summary,
    bind,
    idOf,
    submitting,
    setSubmitting,
  }
}

export type FormApi<V extends object> = ReturnType<typeof useForm<V>>
