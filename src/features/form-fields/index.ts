// The shared fields of the site's forms (docs/architecture.md): each form composes these with the
// form layer of src/ui/form. Browser code only.
export { AddressSuggestField, useAddressSuggestions, ADDRESS_SUGGEST_URL, type AddressSuggestion, type AddressSuggestFieldProps } from './AddressSuggestField'
export { CaptchaField } from './CaptchaField'
export { useCaptcha, type CaptchaApi } from './useCaptcha'
export { PhoneField } from './PhoneField'
export { ZipField, typedZip } from './ZipField'
export { useFieldMessage } from './useFieldMessage'
export { useZipCheck, checkZipOnServer, ZIP_CHECK_DEBOUNCE_MS, VALIDATE_ZIP_URL, type ZipCheck } from './zipCheck'
