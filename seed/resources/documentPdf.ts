import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { toWinAnsi } from '../catalog/productSheet'

/** One section of a seeded document's PDF: a heading, paragraphs and bullet points. */
export type PdfSection = { heading: string; paragraphs?: readonly string[]; bullets?: readonly string[] }
/** What a seeded document's PDF says, in one language. */
export type DocumentPdf = { locale: 'en' | 'fr'; title: string; kind: string; summary: string; sections: readonly PdfSection[]; footer: string }

const PAGE = { width: 612, height: 792 } // US Letter, in points
const MARGIN = 56
const CONTENT = PAGE.width - 2 * MARGIN
const INK = rgb(0.11, 0.15, 0.2)
const MUTED = rgb(0.36, 0.41, 0.47)
const BRAND = rgb(0.114, 0.169, 0.227)
const ACCENT = rgb(0.886, 0.482, 0.149)

/** Words of `value` in lines no wider than `width` (breaking at ordinary spaces; a non-breaking one keeps its neighbours). */
function lines(font: PDFFont, value: string, size: number, width: number): string[] {
  const out: string[] = []
  let line = ''
  for (const word of value.split(/[ \t\r\n]+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(toWinAnsi(font, next), size) > width) {
      out.push(line)
      line = word
    } else line = next
  }
  if (line) out.push(line)
  return out.map((text) => toWinAnsi(font, text))
}

/**
 * A real, text-bearing PDF of a seeded document (US Letter pages, the brand header on each, the
 * sections flowing onto new pages as needed), in its language's words.
 */
export async function buildDocumentPdf(doc: DocumentPdf): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  pdf.setTitle(doc.title)
  pdf.setAuthor('Boxline')
  pdf.setSubject(doc.summary)
  pdf.setKeywords(['Boxline', doc.kind])
  pdf.setCreator('Boxline documents')
  pdf.setProducer('Boxline documents (pdf-lib)')
  pdf.setLanguage(doc.locale === 'fr' ? 'fr-CA' : 'en-US')

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height])
  let top = 0
  const header = () => {
    page.drawRectangle({ x: 0, y: PAGE.height - 56, width: PAGE.width, height: 56, color: BRAND })
    page.drawRectangle({ x: 0, y: PAGE.height - 60, width: PAGE.width, height: 4, color: ACCENT })
    page.drawText('Boxline', { x: MARGIN, y: PAGE.height - 36, size: 20, font: bold, color: rgb(1, 1, 1) })
    const kind = toWinAnsi(bold, doc.kind.toUpperCase())
    page.drawText(kind, { x: PAGE.width - MARGIN - bold.widthOfTextAtSize(kind, 9), y: PAGE.height - 33, size: 9, font: bold, color: rgb(0.78, 0.83, 0.88) })
    page.drawText(toWinAnsi(regular, doc.footer), { x: MARGIN, y: 30, size: 8, font: regular, color: MUTED })
    top = 96
  }
  header()
  const room = (height: number) => {
    if (top + height <= PAGE.height - 56) return
    page = pdf.addPage([PAGE.width, PAGE.height])
    header()
  }
  const write = (value: string, size: number, font: PDFFont, leading: number, x = MARGIN, width = CONTENT, color = INK) => {
    for (const line of lines(font, value, size, width)) {
      room(leading)
      page.drawText(line, { x, y: PAGE.height - top, size, font, color })
      top += leading
    }
  }

  write(doc.title, 20, bold, 25)
  top += 4
  write(doc.summary, 11, regular, 15, MARGIN, CONTENT, MUTED)
  top += 10
  for (const section of doc.sections) {
    room(40)
    top += 8
    write(section.heading.toUpperCase(), 10, bold, 14, MARGIN, CONTENT, BRAND)
    page.drawRectangle({ x: MARGIN, y: PAGE.height - top + 6, width: 28, height: 2, color: ACCENT })
    top += 8
    for (const paragraph of section.paragraphs ?? []) {
      write(paragraph, 10.5, regular, 14.5)
      top += 5
    }
    for (const bullet of section.bullets ?? []) {
      room(14)
      page.drawCircle({ x: MARGIN + 3, y: PAGE.height - top + 3.5, size: 1.8, color: ACCENT })
      write(bullet, 10.5, regular, 14.5, MARGIN + 14, CONTENT - 14)
      top += 3
    }
  }
  return pdf.save()
}
