// The site's one form layer (docs/architecture.md). Browser code only.
export { useForm, useKeepTypedText, type FormApi, type FormErrors, type BoundControl, type BindOptions } from './useForm'
export { TextField, SelectField, FieldsetField, type TextFieldProps } from './FormFields'
export { postJson, type JsonAnswer } from './postJson'
export { useLazyModule, once } from './useLazyModule'
