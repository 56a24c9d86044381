// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithIntl } from '../test-utils'
import { SelectField } from './SelectField'
import { TextField } from './TextField'
import { useForm, type FieldName } from './useForm'

type Values = { name: string; zip: string; captchaToken: string }
const EMPTY: Values = { name: '', zip: '', captchaToken: '' }
const rules = (values: Values) => ({
  ...(values.name ? {} : { name: 'required' }),
  ...(values.zip.length === 5 || values.zip === '' ? {} : { zip: 'zipFormat' }),
  ...(values.captchaToken ? {} : { captchaToken: 'completeRecaptcha' }),
})
const options = (checks: Record<string, string> = {}) => ({
  initialValues: EMPTY,
  idOf: (field: string) => `f-${field}`,
  afterAttempt: ['captchaToken'],
  validate: rules,
  checks: () => checks,
  message: (id: string) => `text:${id}`,
})

describe('useForm', () => {
  it('shows a rule error once the field is left, every error after an attempt (the captcha only then)', () => {
    const { result } = renderHook(() => useForm<Values>(options()))
    expect(result.current.errorOf('name')).toBeUndefined()
    act(() => result.current.touch('name', 'captchaToken'))
    expect(result.current.errorOf('name')).toBe('required')
    expect(result.current.errorOf('captchaToken')).toBeUndefined()
    act(() => result.current.attempt())
    expect(result.current.errorOf('captchaToken')).toBe('completeRecaptcha')
    expect(result.current.summary(['name', 'zip', 'captchaToken'])).toEqual([
      { fieldId: 'f-name', message: 'text:required' },
      { fieldId: 'f-captchaToken', message: 'text:completeRecaptcha' },
    ])
  })

  it('shows a check beside the rules at once, unless a rule error is still hidden', () => {
    const { result } = renderHook(() => useForm<Values>(options({ zip: 'zipUnknown' })))
    expect(result.current.errorOf('zip')).toBe('zipUnknown')
    act(() => result.current.setValue('zip', '123'))
    expect(result.current.errorOf('zip')).toBeUndefined()
    act(() => result.current.touch('zip'))
    expect(result.current.errorOf('zip')).toBe('zipFormat')
  })

  it('maps the server’s field errors onto the fields; a change clears that field’s', () => {
    const { result } = renderHook(() => useForm<Values>(options()))
    let applied = false
    act(() => {
      applied = result.current.applyServerErrors({ name: ['nameTaken'], other: ['ignored'] }, ['name', 'zip'])
    })
    expect(applied).toBe(true)
    expect(result.current.errorOf('name')).toBe('nameTaken')
    expect(result.current.summary(['name'])).toEqual([{ fieldId: 'f-name', message: 'text:nameTaken' }])
    act(() => result.current.setValue('name', 'Dana'))
    expect(result.current.errorOf('name')).toBeUndefined()
    expect(result.current.applyServerErrors({ other: ['x'] }, ['name'])).toBe(false)
  })

  it('keeps text typed into the page before the form took over', () => {
    // The server-rendered input, typed into before hydration: its value differs from what React renders.
    let seen: Values | null = null
    function Form() {
      const form = useForm<Values>(options())
      seen = form.values
      return <input {...form.bind('name')} />
    }
    const container = document.createElement('div')
    container.innerHTML = '<input name="name" value="">'
    document.body.append(container)
    const typed = container.querySelector('input')!
    typed.value = 'Dana'
    // A fresh render: the input React creates is given the typed text as the person's own.
    const { container: rendered } = render(<Form />, {
      container,
      hydrate: true,
    })
    expect(rendered.querySelector('input')!.value).toBe('Dana')
    expect(seen!.name).toBe('Dana')
  })

  it('hands a missing answer’s message the name its control gave, in the field and in the summary above it', () => {
    type Chosen = { name: string; size: string }
    const named = (id: string, _field: string, name?: FieldName) => (name ? `${id} (${name.kind} ${name.label})` : `text:${id}`)
    let attempt = () => {}
    function Form() {
      const form = useForm<Chosen>({
        initialValues: { name: '', size: '' },
        idOf: (field) => `f-${field}`,
        validate: (values) => ({ ...(values.name ? {} : { name: 'required' }), ...(values.size ? {} : { size: 'required' }) }),
        message: named,
      })
      attempt = form.attempt
      return (
        <form>
          <ul>
            {form.summary(['name', 'size']).map((item) => (
              <li key={item.fieldId}>{item.message}</li>
            ))}
          </ul>
          <TextField form={form} field="name" label="Company Name" required />
          <SelectField form={form} field="size" label="Container size" placeholder="Choose…" options={[{ value: '20', label: '20 ft' }]} required />
        </form>
      )
    }
    const { container } = renderWithIntl(<Form />)
    act(() => attempt())
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['required (enter Company Name)', 'required (choose Container size)'])
    expect(container.textContent).toContain('required (enter Company Name)')
    expect(container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(2)
  })
})
