// The shared fields of the site's forms (docs/architecture.md): each form composes these with the
// form layer of src/ui/form. Browser code only.
export { AddressSuggestField, useAddressSuggestions, type AddressSuggestion, type AddressSuggestFieldProps } from './AddressSuggestField'
export { CaptchaField } from './CaptchaField'
export { useCaptcha, type CaptchaApi } from './useCaptcha'
export { PhoneField } from './PhoneField'
export { ZipField, typedZip } from './ZipField'
export { useFieldMessage, useMissingAnswerText } from './useFieldMessage'
export { useZipCheck, type ZipCheck } from './zipCheck'
