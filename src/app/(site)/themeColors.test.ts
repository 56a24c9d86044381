import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// A utility class naming a colour the theme does not define renders nothing: white text on an
// undefined `bg-brand-800` band was an invisible order confirmation headline (issue 11).
const root = path.resolve(__dirname, '../../..')
const css = fs.readFileSync(path.join(__dirname, 'globals.css'), 'utf8')
const defined = new Set([...css.matchAll(/--color-((?:brand|accent)-\d+)\s*:/g)].map((m) => m[1]))

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(tsx?|css)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

describe('theme colours', () => {
  it('defines every brand and accent shade a class or variable uses', () => {
    const missing: string[] = []
    for (const file of sourceFiles(path.join(root, 'src'))) {
      const text = fs.readFileSync(file, 'utf8')
      for (const match of text.matchAll(/(?:^|[\s"'`:(-])(?:bg|text|border|ring|outline|fill|stroke|from|to|via|decoration|accent|shadow|divide|placeholder|caret)-((?:brand|accent)-\d+)\b|--color-((?:brand|accent)-\d+)\b/g)) {
        const shade = match[1] ?? match[2]
        if (!defined.has(shade)) missing.push(`${path.relative(root, file)}: ${shade}`)
      }
    }
    expect(missing).toEqual([])
  })
})
