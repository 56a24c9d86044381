import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import boundaries, { checkProject } from './boundaries.mjs'

const repoRoot = path.resolve(__dirname, '../..')

// A small tree with one deliberate problem of each kind beside imports that are fine.
const fixture: Record<string, string> = {
  'src/features/cart/index.ts': "export const cartLabel = 'cart'\n",
  'src/features/cart/server.ts': "import 'server-only'\nexport { findCart } from './server/cartStore'\n",
  'src/features/cart/server/cartStore.ts': 'export const findCart = () => null\n',
  'src/features/cart/components/Badge.ts': "'use client'\nexport const Badge = () => null\n",
  'src/features/cart/pages/CartPage.ts': "export { Badge as CartPage } from '../components/Badge'\n",
  // Fine: the faces (index, server, a page), and its own internals.
  'src/features/checkout/ok.ts':
    "import { cartLabel } from '@/features/cart'\nimport { findCart } from '@/features/cart/server'\nimport { CartPage } from '@/features/cart/pages/CartPage'\nimport { helper } from './server/helper'\nexport const ok = [cartLabel, findCart, CartPage, helper]\n",
  'src/features/checkout/server/helper.ts': 'export const helper = 1\n',
  // Reach-ins: by alias, and relative from an app route.
  'src/features/checkout/reachIn.ts': "import { findCart } from '@/features/cart/server/cartStore'\nexport const x = findCart\n",
  'src/app/page.ts': "import { Badge } from '../features/cart/components/Badge'\nexport default Badge\n",
  // Allow-listed: passes; its second entry matches no import, which fails.
  'src/features/checkout/allowed.ts': "import { findCart } from '@/features/cart/server/cartStore'\nexport const y = findCart\n",
  // A cycle between two features.
  'src/features/products/index.ts': "import { tabName } from '@/features/configurator'\nexport const productName = () => tabName\n",
  'src/features/configurator/index.ts': "import { productName } from '@/features/products'\nexport const tabName = () => productName\n",
  // Test data: a test file may import the testing entry, other code may not.
  'src/features/products/testing.ts': 'export const fixtureProduct = {}\n',
  'src/features/units/labels.test.ts': "import { fixtureProduct } from '@/features/products/testing'\nexport const t = fixtureProduct\n",
  'src/features/units/labels.ts': "import { fixtureProduct } from '@/features/products/testing'\nexport const l = fixtureProduct\n",
  // An index.ts reaching server-only code, and a server.ts reaching a client component.
  'src/features/tax/index.ts': "export { rates } from './server/rates'\n",
  'src/features/tax/server/rates.ts': "import 'server-only'\nexport const rates = []\n",
  'src/features/units/server.ts': "export { Badge } from './components/Badge'\n",
  'src/features/units/components/Badge.ts': "'use client'\nexport const Badge = () => null\n",
}
const fixtureAllowlist = { 'src/features/checkout/allowed.ts': ['@/features/cart/server/cartStore', '@/features/cart/components/Gone'] }

let root = ''
let results: ESLint.LintResult[] = []
const problems = (file: string) =>
  (results.find((r) => r.filePath === path.join(root, file))?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`)

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'))
  for (const [file, text] of Object.entries(fixture)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
        plugins: { boundaries },
        rules: {
          'boundaries/feature-face': ['error', { root, allowlist: fixtureAllowlist }],
          'boundaries/no-folder-cycle': ['error', { root }],
          'boundaries/face-purity': ['error', { root }],
        },
      },
    ],
  })
  results = await eslint.lintFiles(['src/**/*.ts'])
}, 60_000)

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true })
})

describe('boundaries rules on a fixture tree', () => {
  it('let a feature be imported through index.ts, server.ts and pages/, and its own internals freely', () => {
    expect(problems('src/features/checkout/ok.ts')).toEqual([])
    expect(problems('src/features/cart/server.ts')).toEqual([])
  })

  it("fail an import of another feature's internals, by alias or relative path", () => {
    expect(problems('src/features/checkout/reachIn.ts')).toEqual([expect.stringMatching(/^boundaries\/feature-face: '@\/features\/cart\/server\/cartStore' reaches into the internals of features\/cart/)])
    expect(problems('src/app/page.ts')).toEqual([expect.stringMatching(/^boundaries\/feature-face: '\.\.\/features\/cart\/components\/Badge' reaches into/)])
  })

  it('skip allow-listed imports and fail an allow-list entry that matches no import', () => {
    expect(problems('src/features/checkout/allowed.ts')).toEqual([expect.stringMatching(/^boundaries\/feature-face: Allow-list entry '@\/features\/cart\/components\/Gone'/)])
  })

  it('fail an import cycle between folders, on both sides', () => {
    expect(problems('src/features/products/index.ts')).toEqual([expect.stringContaining('boundaries/no-folder-cycle: Import cycle between folders: src/features/products → src/features/configurator → src/features/products')])
    expect(problems('src/features/configurator/index.ts')).toEqual([expect.stringContaining('boundaries/no-folder-cycle: Import cycle between folders: src/features/configurator → src/features/products → src/features/configurator')])
  })

  it('let only test files import a testing entry', () => {
    expect(problems('src/features/units/labels.test.ts')).toEqual([])
    expect(problems('src/features/units/labels.ts')).toEqual([expect.stringMatching(/^boundaries\/feature-face: .*features\/products \(testing\)/)])
  })

  it('fail an index.ts reaching server-only code and a server.ts reaching a client component', () => {
    expect(problems('src/features/tax/index.ts')).toEqual([expect.stringContaining("src/features/tax/index.ts → src/features/tax/server/rates.ts → 'server-only'")])
    expect(problems('src/features/units/server.ts')).toEqual([expect.stringContaining('src/features/units/server.ts → src/features/units/components/Badge.ts')])
  })

  it('find the same problems with checkProject', () => {
    const report = checkProject(root, fixtureAllowlist)
    expect(report.reachIns.sort()).toEqual([
      'src/app/page.ts → ../features/cart/components/Badge',
      'src/features/checkout/reachIn.ts → @/features/cart/server/cartStore',
      'src/features/units/labels.ts → @/features/products/testing',
    ])
    expect(report.staleAllowed).toEqual(['src/features/checkout/allowed.ts → @/features/cart/components/Gone'])
    expect(report.cycles).toHaveLength(2)
    expect(report.impureFaces).toHaveLength(2)
  })
})

describe('the real tree', () => {
  // Parses every file of src/: about 6 s on a busy 2-core machine, past vitest's 5 s default.
  it('has no reach-in, no folder cycle, pure faces', () => {
    expect(checkProject(repoRoot)).toEqual({ reachIns: [], staleAllowed: [], cycles: [], impureFaces: [] })
  }, 30_000)

  it("fails the project's own lint config on a reach-in and on a cycle, static or through import()", async () => {
    const eslint = new ESLint({ cwd: repoRoot })
    const lint = async (filePath: string, text: string) =>
      (await eslint.lintText(text, { filePath: path.join(repoRoot, filePath) }))[0].messages.map((m) => m.ruleId)
    expect(await lint('src/features/units/zzReachIn.ts', "import { findCart } from '@/features/cart/server/cartStore'\nexport const x = findCart\n")).toContain('boundaries/feature-face')
    // Every feature builds on src/lib, so src/lib importing a feature closes a cycle.
    expect(await lint('src/lib/zzCycle.ts', "import { getCart } from '@/features/cart/server'\nexport const x = getCart\n")).toContain('boundaries/no-folder-cycle')
    // A cycle closed by a lazy import() is a cycle too (issue 44, item 8).
    expect(await lint('src/lib/zzLazyCycle.ts', "export const loadCart = () => import('@/features/cart/server')\n")).toContain('boundaries/no-folder-cycle')
  }, 60_000)
})
