import { inflateSync } from 'node:zlib'
import { PDFArray, PDFDocument, PDFName, PDFRawStream, StandardFonts, type PDFPage } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { containers } from './data/containers'
import { fileNames } from './data/media'
import { buildProductSheet, toWinAnsi } from './productSheet'
import { productSheetOf } from './steps'

/** The text shown on a page: pdf-lib writes each line as a hex string drawn by Tj. */
function pageText(page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'))
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents]
  return refs
    .map((ref) => page.doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => {
      const filter = stream.dict.get(PDFName.of('Filter'))
      const bytes = filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents)
      return [...bytes.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1')).join('\n')
    })
    .join('\n')
}

describe('product sheet', () => {
  it('is a parseable one-page Letter PDF with the container name, code, specifications and kits', async () => {
    for (const container of [containers[0], containers[5]]) {
      const bytes = await buildProductSheet(await productSheetOf(container))
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
      expect(bytes.length).toBeLessThan(250_000)
      const pdf = await PDFDocument.load(bytes)
      expect(pdf.getPageCount()).toBe(1)
      expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 })
      expect(pdf.getTitle()).toBe(`${container.name.en} - product sheet`)
      expect(pdf.getAuthor()).toBe('Boxline')
      const text = pageText(pdf.getPage(0))
      expect(text).toContain('Boxline')
      expect(text).toContain(container.name.en)
      expect(text).toContain(`Product code ${container.productCode}`)
      // Dimensions print with a plain x: Helvetica's WinAnsi encoding is kept to safe characters.
      expect(text).toContain(`Exterior: ${container.length}' x 8' x 8'6" (L x W x H)`)
      expect(text).toContain('Protect Pro:')
      expect(text).toContain(container.uses[0].en)
    }
  })

  it('has a French sheet for every container, French throughout (labels, data, colon spacing)', async () => {
    for (const container of containers) {
      const bytes = await buildProductSheet(await productSheetOf(container, 'fr'))
      const pdf = await PDFDocument.load(bytes)
      expect(pdf.getPageCount()).toBe(1)
      expect(pdf.getTitle()).toBe(`${container.name.fr} - fiche produit`)
      const text = pageText(pdf.getPage(0))
      expect(text).toContain('FICHE PRODUIT')
      expect(text).toContain(`Code de produit ${container.productCode}`)
      expect(text).toContain(`${container.length} pi`)
      expect(text).toContain('CARACTÉRISTIQUES TECHNIQUES')
      expect(text).toContain('UTILISATIONS')
      expect(text).toContain('TROUSSES D\'ACCESSOIRES OFFERTES')
      expect(text).toContain(`Extérieur : ${container.length} pi x 8 pi x 8 pi 6 po (L x l x H)`)
      // The kit label keeps its colon: a non-breaking space (printed as a space) before it.
      expect(text).toContain('Protection Pro :')
      expect(text).toContain('Boîte à cadenas, cadenas haute sécurité')
      expect(text).toContain('Les dimensions sont nominales')
      // No English left on the French sheet.
      for (const english of ['PRODUCT SHEET', 'Product code', 'Specifications', 'Uses', 'Accessory kits', ' ft', 'Protect:', 'Lock box', 'Dimensions are']) {
        expect(text, english).not.toContain(english)
      }
    }
  })

  it('names each language\'s file so a visitor can tell them apart', () => {
    expect(fileNames.productSheet(containers[0], 'en')).toBe('boxline-20WS-product-sheet.pdf')
    expect(fileNames.productSheet(containers[0], 'fr')).toBe('boxline-20WS-fiche-produit.pdf')
  })

  it('drops or replaces what Helvetica cannot encode', async () => {
    const pdf = await PDFDocument.create()
    const font = await pdf.embedFont(StandardFonts.Helvetica)
    expect(toWinAnsi(font, 'Door 7’8" × 7’6" — ok ✓ 中')).toBe(`Door 7'8" x 7'6" - ok  `)
    expect(toWinAnsi(font, 'Étagère à 1 000 $')).toBe('Étagère à 1 000 $')
  })
})
