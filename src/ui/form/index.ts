// The site's one form layer (docs/architecture.md). Browser code only.
export { useForm, useKeepTypedText, type FormApi, type FormErrors, type BoundControl, type BindOptions } from './useForm'
export { TextField, type TextFieldProps } from './TextField'
export { SelectField } from './SelectField'
export { FieldsetField } from './FieldsetField'
export { FormErrorSummary } from './FormErrorSummary'
export { postJson, type JsonAnswer } from './postJson'
export { useLazyModule, once } from './useLazyModule'
export { DeferredForm, type DeferredFormProps, type FormSnapshot } from './DeferredForm'
