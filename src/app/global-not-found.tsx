import './(site)/globals.css'
import { inter } from './(site)/fonts'
import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Page not found · Page introuvable', robots: { index: false } }

/** For URLs that match no route at all (outside /en, /fr, /admin): both languages, links home. */
export default function GlobalNotFound() {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-screen items-center justify-center">
        <main className="mx-auto max-w-xl px-4 text-center">
          <h1 className="text-3xl font-bold text-brand-900">Page not found</h1>
          <p className="mt-3 text-slate-700">
            <a className="font-semibold text-brand-700 underline" href="/en">
              Go to the home page
            </a>
          </p>
          <div lang="fr-CA" className="mt-10">
            <h2 className="text-3xl font-bold text-brand-900">Page introuvable</h2>
            <p className="mt-3 text-slate-700">
              <a className="font-semibold text-brand-700 underline" href="/fr">
                Aller à la page d&apos;accueil
              </a>
            </p>
          </div>
        </main>
      </body>
    </html>
  )
}
