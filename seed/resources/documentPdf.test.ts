import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { buildDocumentPdf } from './documentPdf'
import { documentSeeds, sectionIn } from './documents'

describe('the seeded documents’ PDFs', () => {
  it('are at least 8 files, each a real PDF in both languages with its title', async () => {
    const files = documentSeeds.filter((seed) => seed.showAs === 'file')
    expect(files.length).toBeGreaterThanOrEqual(8)
    expect(new Set(documentSeeds.map((seed) => seed.slug)).size).toBe(documentSeeds.length)
    for (const seed of files) {
      for (const locale of ['en', 'fr'] as const) {
        const bytes = await buildDocumentPdf({ locale, title: seed.title[locale], kind: seed.kind[locale], summary: seed.excerpt[locale], sections: seed.sections.map((s) => sectionIn(s, locale)), footer: 'Boxline' })
        expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-')
        const pdf = await PDFDocument.load(bytes)
        expect(pdf.getTitle()).toBe(seed.title[locale])
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1)
        expect(bytes.length).toBeGreaterThan(1500)
      }
    }
  })
  it('flows a long text onto more pages', async () => {
    const long = Array.from({ length: 80 }, (_, i) => `Point ${i + 1}: keep the unit level, locked and dry through the season.`)
    const pdf = await PDFDocument.load(await buildDocumentPdf({ locale: 'en', title: 'Long', kind: 'Guide', summary: 'Many points', sections: [{ heading: 'Points', bullets: long }], footer: 'Boxline' }))
    expect(pdf.getPageCount()).toBeGreaterThan(1)
  })
})
