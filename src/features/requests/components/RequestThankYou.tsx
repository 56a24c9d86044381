import type { ReactNode } from 'react'
import { SentReference } from './SentReference'

/**
 * The page a sent request lands on (rental quote, quote to buy, support request): a check mark,
 * the heading and text, the reference of the request just sent (`referenceTemplate`, "Your reference:
 * {reference}", filled in the browser: the page is cached), the phone line, and its links, the
 * first as the main one. A server component with one small island.
 */
export function RequestThankYou({
  heading,
  text,
  referenceTemplate,
  phone,
  links,
}: {
  heading: string
  text: string
  referenceTemplate: string
  phone: ReactNode
  links: { href: string; label: string }[]
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-green-800">
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} className="size-8">
          <path strokeLinecap="round" strokeLinejoin="round" d="m4.5 12.75 6 6 9-13.5" />
        </svg>
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <SentReference template={referenceTemplate} />
      <p className="mt-4 text-slate-700">{phone}</p>
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {links.map((link, i) => (
          <a
            key={link.href}
            href={link.href}
            className={i === 0 ? 'inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900' : 'inline-block rounded-md border border-slate-500 px-5 py-3 font-semibold text-slate-900 hover:bg-slate-100'}
          >
            {link.label}
          </a>
        ))}
      </div>
    </section>
  )
}
