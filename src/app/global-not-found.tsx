import './(site)/globals.css'
import type { Metadata } from 'next'
import en from '@messages/en.json'
import fr from '@messages/fr.json'

export const metadata: Metadata = { title: `${en.notFound.heading} · ${fr.notFound.heading}`, robots: { index: false } }

/** For URLs that match no route at all (outside /en, /fr, /admin): both languages, from the message files. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-screen items-center justify-center">
        <main className="mx-auto max-w-xl px-4 text-center">
          <h1 className="text-3xl font-bold text-brand-900">{en.notFound.heading}</h1>
          <p className="mt-3 text-slate-700">
            <a className="font-semibold text-brand-700 underline" href="/en">
              {en.notFound.homeLink}
            </a>
          </p>
          <div lang="fr-CA" className="mt-10">
            <h2 className="text-3xl font-bold text-brand-900">{fr.notFound.heading}</h2>
            <p className="mt-3 text-slate-700">
              <a className="font-semibold text-brand-700 underline" href="/fr">
                {fr.notFound.homeLink}
              </a>
            </p>
          </div>
        </main>
      </body>
    </html>
  )
}
