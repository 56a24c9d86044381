import { notFound } from 'next/navigation'

/** Any unknown path under a locale (including the spec's /404) shows the localized not-found page. */
export default function CatchAll() {
  notFound()
}
