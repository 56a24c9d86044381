import { describe, expect, it } from 'vitest'
import { paragraphs } from './paragraphs'

describe('paragraphs', () => {
  it('splits on blank lines and trims', () => {
    expect(paragraphs('  First one.\n\nSecond one.  \n \n\nThird.')).toEqual(['First one.', 'Second one.', 'Third.'])
  })
  it('keeps single line breaks inside a paragraph as spaces', () => {
    expect(paragraphs('A line\nand its end.\r\n\r\nNext.')).toEqual(['A line and its end.', 'Next.'])
  })
  it('gives nothing for empty text', () => {
    expect(paragraphs(undefined)).toEqual([])
    expect(paragraphs(null)).toEqual([])
    expect(paragraphs(' \n\n ')).toEqual([])
  })
})
