import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'

export type SheetLocale = 'en' | 'fr'

/** What a one-page product sheet shows. Plain strings in `locale`: the caller picks the language. */
export type ProductSheet = {
  locale: SheetLocale
  name: string
  productCode: string
  category: string
  length: number
  description: string
  specifications: readonly string[]
  uses: readonly string[]
  /** Each kit offered, with what it holds (or a short summary when it holds nothing). */
  kits: readonly { label: string; detail: string }[]
  /** PNG of the container, about 2:1. */
  illustration: Uint8Array
  contact: { phone: string; email: string }
}

const PAGE = { width: 612, height: 792 } // US Letter, in points
const MARGIN = 48
const CONTENT = PAGE.width - 2 * MARGIN
const INK = rgb(0.11, 0.15, 0.2)
const MUTED = rgb(0.36, 0.41, 0.47)
const BRAND = rgb(0.114, 0.169, 0.227) // #1d2b3a
const ACCENT = rgb(0.886, 0.482, 0.149) // #e27b26
const RULE = rgb(0.85, 0.88, 0.91)
const NBSP = '\u00a0'

/** The sheet's own words, per language (French: Quebec usage, a non-breaking space before the colon). */
export const SHEET_LABELS = {
  en: {
    language: 'en-US',
    title: 'product sheet',
    header: 'PRODUCT SHEET',
    productCode: 'Product code',
    feet: 'ft',
    specifications: 'Specifications',
    uses: 'Uses',
    kits: 'Accessory kits offered',
    colon: ':',
    keyword: 'storage container',
    note: 'Dimensions are nominal and may vary slightly.',
  },
  fr: {
    language: 'fr-CA',
    title: 'fiche produit',
    header: 'FICHE PRODUIT',
    productCode: 'Code de produit',
    feet: 'pi',
    specifications: 'Caractéristiques techniques',
    uses: 'Utilisations',
    kits: 'Trousses d’accessoires offertes',
    colon: `${NBSP}:`,
    keyword: 'conteneur d’entreposage',
    note: 'Les dimensions sont nominales et peuvent varier légèrement.',
  },
} as const satisfies Record<SheetLocale, Record<string, string>>

/** Typographic characters the standard fonts (WinAnsi) cannot encode, or that print better plain. */
const PLAIN: Record<string, string> = { '×': 'x', '’': "'", '‘': "'", '“': '"', '”': '"', '–': '-', '—': '-', '\u00a0': ' ', '\u202f': ' ' }

/** Keeps only what the font can encode, after swapping typographic characters for plain ones. */
export function toWinAnsi(font: PDFFont, value: string): string {
  const supported = new Set(font.getCharacterSet())
  return [...value]
    .map((char) => PLAIN[char] ?? char)
    .join('')
    .split('')
    .filter((char) => supported.has(char.codePointAt(0) ?? 0))
    .join('')
}

type Run = { text: string; font: PDFFont }

/**
 * Lays words of one or more runs (e.g. bold label + regular text) into lines no wider than `width`.
 * Words break at ordinary spaces only: a non-breaking space (French "Protection :") keeps its
 * neighbours together; `clean` then makes each word printable.
 */
function wrap(runs: readonly Run[], size: number, width: number, clean: (value: string) => string): Run[][] {
  const lines: Run[][] = [[]]
  let used = 0
  for (const run of runs) {
    for (const word of run.text.split(/[ \t\r\n]+/).filter(Boolean).map(clean)) {
      const line = lines[lines.length - 1]
      const space = line.length ? run.font.widthOfTextAtSize(' ', size) : 0
      const wordWidth = run.font.widthOfTextAtSize(word, size)
      const last = line[line.length - 1]
      if (line.length && used + space + wordWidth > width) {
        lines.push([{ text: word, font: run.font }])
        used = wordWidth
      } else if (last?.font === run.font) {
        last.text += ` ${word}`
        used += space + wordWidth
      } else {
        line.push({ text: (line.length ? ' ' : '') + word, font: run.font })
        used += space + wordWidth
      }
    }
  }
  return lines
}

/**
 * Builds the product sheet of one container in the sheet's language: a single US Letter page.
 * A longer text (French runs about a fifth longer) gets a smaller illustration rather than a second page.
 */
export async function buildProductSheet(sheet: ProductSheet): Promise<Uint8Array> {
  let overflow = ''
  for (const imageScale of [1, 0.9, 0.8, 0.7]) {
    const built = await layOut(sheet, imageScale)
    if (built.fits) return built.pdf.save()
    overflow = built.overflow
  }
  throw new Error(`Product sheet of ${sheet.productCode} (${sheet.locale}) does not fit on one page (${overflow})`)
}

async function layOut(sheet: ProductSheet, imageScale: number) {
  const words = SHEET_LABELS[sheet.locale]
  const pdf = await PDFDocument.create()
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const clean = (value: string) => toWinAnsi(regular, value)
  // Document properties are Unicode: they keep the typographic apostrophe and spaces.
  pdf.setTitle(`${sheet.name} - ${words.title}`)
  pdf.setAuthor('Boxline')
  pdf.setSubject(`${sheet.productCode}${words.colon} ${sheet.name}`)
  pdf.setKeywords(['Boxline', words.keyword, sheet.productCode, sheet.category])
  pdf.setCreator('Boxline catalog')
  pdf.setProducer('Boxline catalog (pdf-lib)')
  pdf.setLanguage(words.language)

  const page = pdf.addPage([PAGE.width, PAGE.height])
  // `top` is measured down from the top edge; pdf-lib draws from the bottom-left corner.
  const text = (value: string, x: number, top: number, size: number, font = regular, color = INK) =>
    page.drawText(clean(value), { x, y: PAGE.height - top, size, font, color })
  const paragraph = (runs: readonly Run[], x: number, top: number, size: number, width: number, leading: number, color = INK) => {
    const lines = wrap(runs, size, width, clean)
    lines.forEach((line, i) => {
      let cursor = x
      for (const run of line) {
        page.drawText(run.text, { x: cursor, y: PAGE.height - top - i * leading, size, font: run.font, color })
        cursor += run.font.widthOfTextAtSize(run.text, size)
      }
    })
    return top + lines.length * leading
  }
  const heading = (value: string, x: number, top: number) => {
    text(value.toUpperCase(), x, top, 9.5, bold, BRAND)
    page.drawRectangle({ x, y: PAGE.height - top - 6, width: 28, height: 2, color: ACCENT })
    return top + 22
  }
  const bullets = (items: readonly string[], x: number, top: number, width: number) => {
    let cursor = top
    for (const item of items) {
      page.drawCircle({ x: x + 2.5, y: PAGE.height - cursor + 3, size: 1.8, color: ACCENT })
      cursor = paragraph([{ text: item, font: regular }], x + 12, cursor, 9.5, width - 12, 13) + 4
    }
    return cursor
  }

  // Brand header.
  page.drawRectangle({ x: 0, y: PAGE.height - 64, width: PAGE.width, height: 64, color: BRAND })
  page.drawRectangle({ x: 0, y: PAGE.height - 68, width: PAGE.width, height: 4, color: ACCENT })
  text('Boxline', MARGIN, 41, 24, bold, rgb(1, 1, 1))
  const label = clean(words.header)
  text(label, PAGE.width - MARGIN - bold.widthOfTextAtSize(label, 9.5), 37, 9.5, bold, rgb(0.78, 0.83, 0.88))

  // Title block.
  text(sheet.name, MARGIN, 108, 22, bold)
  text(`${words.productCode} ${sheet.productCode}   |   ${sheet.category}   |   ${sheet.length} ${words.feet}`, MARGIN, 128, 10.5, regular, MUTED)

  // Illustration, full width.
  const image = await pdf.embedPng(sheet.illustration)
  const imageWidth = CONTENT * imageScale
  const imageHeight = (imageWidth * image.height) / image.width
  page.drawImage(image, { x: MARGIN + (CONTENT - imageWidth) / 2, y: PAGE.height - 144 - imageHeight, width: imageWidth, height: imageHeight })
  let top = 144 + imageHeight + 24
  top = paragraph([{ text: sheet.description, font: regular }], MARGIN, top, 10.5, CONTENT, 15) + 14

  // Specifications and uses, side by side.
  const column = (CONTENT - 24) / 2
  const left = bullets(sheet.specifications, MARGIN, heading(words.specifications, MARGIN, top), column)
  const right = bullets(sheet.uses, MARGIN + column + 24, heading(words.uses, MARGIN + column + 24, top), column)
  top = Math.max(left, right) + 12

  // Kits offered.
  top = heading(words.kits, MARGIN, top)
  for (const kit of sheet.kits) {
    top = paragraph([{ text: `${kit.label}${words.colon}`, font: bold }, { text: kit.detail, font: regular }], MARGIN, top, 9.5, CONTENT, 13) + 3
  }

  drawFooter(page, regular, clean, sheet.contact, words.note)
  const footerTop = PAGE.height - 52
  return { pdf, fits: top <= footerTop, overflow: `${Math.round(top)} > ${footerTop}` }
}

function drawFooter(page: PDFPage, font: PDFFont, clean: (value: string) => string, contact: ProductSheet['contact'], noteText: string) {
  page.drawLine({ start: { x: MARGIN, y: 44 }, end: { x: PAGE.width - MARGIN, y: 44 }, thickness: 0.8, color: RULE })
  page.drawText(clean(`Boxline   |   ${contact.phone}   |   ${contact.email}`), { x: MARGIN, y: 28, size: 8.5, font, color: MUTED })
  const note = clean(noteText)
  page.drawText(note, { x: PAGE.width - MARGIN - font.widthOfTextAtSize(note, 8.5), y: 28, size: 8.5, font, color: MUTED })
}
