// The translation hook of components that run in the browser (client components, and shared ones
// rendered by either side), taken from use-intl, the library next-intl is built on and whose
// context NextIntlClientProvider sets. next-intl's own browser entry wraps useFormatter at its top
// level, so no bundler can drop it: importing from there put the whole date and number formatter
// (≈ 0.8 KB gz) in every island that translates, though no island formats with it.
// Server components get next-intl's (hooks.server.ts) through package.json's "#i18n/hooks" import,
// whose react-server condition picks it: the same messages, read from the request.
export { useTranslations } from 'use-intl'
