// "#i18n/hooks" for server components (the react-server condition, see hooks.ts): next-intl's
// hook, which reads the request's messages.
export { useTranslations } from 'next-intl'
