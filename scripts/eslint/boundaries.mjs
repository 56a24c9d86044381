/**
 * Feature boundaries, checked by `npm run lint` (a local ESLint plugin; see docs/architecture.md).
 *
 * - boundaries/feature-face: outside src/features/<name>/, import that feature only through its
 *   public face: `@/features/<name>` (index.ts, browser-safe), `@/features/<name>/server`
 *   (server.ts, server-only) or `@/features/<name>/pages/<Page>` (one page-level component per
 *   file, with its client islands). Test files may also import `@/features/<name>/testing`.
 *   Option `allowlist` ({ 'src/…/file.ts': ['@/features/x/internal', …] }): reach-ins a migration
 *   leaves for a while; an entry that matches no import fails, so such a list only shrinks. The
 *   project's config passes none.
 * - boundaries/no-folder-cycle: no import cycle between folders of src/ (each feature, each
 *   integration, each collection group, each block, and lib, ui, app, i18n, access, globals).
 *   The files at the root of src/ (payload.config.ts, instrumentation.ts, proxy.ts,
 *   payload-types.ts) are the composition root and stay out of the graph.
 * - boundaries/face-purity: a feature's index.ts never reaches (through static value imports) a
 *   module importing 'server-only' or 'next/headers'; its server.ts never reaches a 'use client'
 *   module (a page importing server.ts would otherwise ship every island the face can reach).
 *
 * The project graph is read from disk (TypeScript's scanner), once per lint run.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export const PUBLIC_ENTRIES = ['index', 'server']
const PAGE_ENTRY = /^pages\/[^/]+$/
export const TEST_ENTRY = 'testing'
const GROUPED_FOLDERS = new Set(['features', 'integrations', 'collections', 'blocks'])
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js']
const SOURCE_FILE = /\.(ts|tsx|js|jsx|mjs)$/
const SERVER_ONLY_MODULES = new Set(['server-only', 'next/headers'])
const GRAPH_TTL_MS = 5000

const toPosix = (p) => p.split(path.sep).join('/')
const relative = (root, file) => toPosix(path.relative(root, file))

/** Test code: *.test.*, *.spec.*, and everything under tests/. */
export const isTestFile = (rel) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(rel) || rel.startsWith('tests/')

const fileCache = new Map()
function isFile(p) {
  let hit = fileCache.get(p)
  if (hit === undefined) {
    try {
      hit = fs.statSync(p).isFile()
    } catch {
      hit = false
    }
    fileCache.set(p, hit)
  }
  return hit
}

/** The absolute file an import specifier names (`@/…`, `@payload-config`, relative), or null for packages. */
export function resolveImport(root, fromFile, spec) {
  let base
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2))
  else if (spec === '@payload-config') base = path.join(root, 'src', 'payload.config.ts')
  else if (spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../')) base = path.resolve(path.dirname(fromFile), spec)
  else return null
  for (const suffix of RESOLVE_SUFFIXES) if (isFile(base + suffix)) return base + suffix
  return base
}

/** { name, rest } when the file lies in src/features/<name>/. */
export function featureOf(root, file) {
  const m = /^src\/features\/([^/]+)\/(.+)$/.exec(relative(root, file))
  return m ? { name: m[1], rest: m[2] } : null
}

/** The folder a file belongs to for the cycle check, or null outside src/ and at its root. */
export function folderOf(root, file) {
  const rel = relative(root, file)
  if (!rel.startsWith('src/')) return null
  const parts = rel.split('/')
  if (parts.length === 2) return null
  if (GROUPED_FOLDERS.has(parts[1]) && parts.length > 3) return parts.slice(0, 3).join('/')
  return parts.slice(0, 2).join('/')
}

/** Null when `fromFile` may import `target`; else which feature and which internal entry it reaches. */
export function faceProblem(root, fromFile, target) {
  const to = featureOf(root, target)
  if (!to) return null
  const from = featureOf(root, fromFile)
  if (from && from.name === to.name) return null
  const entry = to.rest.replace(/\.(tsx?|jsx?|mjs)$/, '').replace(/(^|\/)index$/, '')
  if (entry === '' || PUBLIC_ENTRIES.includes(entry) || PAGE_ENTRY.test(entry)) return null
  if (entry === TEST_ENTRY && isTestFile(relative(root, fromFile))) return null
  return { feature: to.name, entry }
}

// ---- the project graph -------------------------------------------------------------------------

function listSourceFiles(dir, out = []) {
  let entries
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true })
  } catch {
    return out
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const p = path.join(dir, entry.name)
    if (entry.isDirectory()) listSourceFiles(p, out)
    else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(p)
  }
  return out
}

/** Every import of a file: { spec, typeOnly, dynamic }. Static imports from the AST, import()/require() by the scanner. */
export function scanImports(fileName, text) {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false)
  const found = []
  const staticSpecs = new Set()
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      const c = st.importClause
      const typeOnly = !!c && (c.isTypeOnly || (!c.name && !!c.namedBindings && ts.isNamedImports(c.namedBindings) && c.namedBindings.elements.length > 0 && c.namedBindings.elements.every((e) => e.isTypeOnly)))
      found.push({ spec: st.moduleSpecifier.text, typeOnly, dynamic: false })
      staticSpecs.add(st.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
      const typeOnly = st.isTypeOnly || (!!st.exportClause && ts.isNamedExports(st.exportClause) && st.exportClause.elements.length > 0 && st.exportClause.elements.every((e) => e.isTypeOnly))
      found.push({ spec: st.moduleSpecifier.text, typeOnly, dynamic: false })
      staticSpecs.add(st.moduleSpecifier.text)
    }
  }
  for (const { fileName: spec } of ts.preProcessFile(text, true, true).importedFiles) {
    if (!staticSpecs.has(spec)) found.push({ spec, typeOnly: false, dynamic: true })
  }
  return found
}

/** A file's text, or null when it vanished since the directory was listed (someone is editing). */
function readText(file) {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1/

/**
 * Each file's scan, kept while its size and modification time stay the same: the graph is rebuilt
 * every few seconds (an editor's lint sees files change), and parsing every file of src/ each time
 * made the cycle rule a quarter of a whole lint run.
 */
const scanCache = new Map()
function scanFile(file) {
  let stat
  try {
    stat = fs.statSync(file)
  } catch {
    return null
  }
  const hit = scanCache.get(file)
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit
  const text = readText(file)
  if (text === null) return null
  const scanned = { mtimeMs: stat.mtimeMs, size: stat.size, client: USE_CLIENT.test(text), imports: scanImports(file, text) }
  scanCache.set(file, scanned)
  return scanned
}

/** Files of src/ with their imports, and the folder graph with one example import per edge. */
export function buildGraph(root) {
  fileCache.clear()
  const files = new Map()
  const clientFiles = new Set()
  for (const file of listSourceFiles(path.join(root, 'src'))) {
    const scanned = scanFile(file)
    if (scanned === null) continue
    if (scanned.client) clientFiles.add(file)
    files.set(file, scanned.imports.map((i) => ({ ...i, target: resolveImport(root, file, i.spec) })))
  }
  const edges = new Map()
  for (const [file, imports] of files) {
    const from = folderOf(root, file)
    if (!from) continue
    for (const { spec, target } of imports) {
      const to = target && folderOf(root, target)
      if (!to || to === from) continue
      if (!edges.has(from)) edges.set(from, new Map())
      if (!edges.get(from).has(to)) edges.get(from).set(to, { file: relative(root, file), spec })
    }
  }
  return { root, files, clientFiles, edges, paths: new Map() }
}

/** The folders from `start` to `goal` (both included), or null when `goal` is not reachable. */
export function folderPath(graph, start, goal) {
  const key = `${start}\n${goal}`
  if (graph.paths?.has(key)) return graph.paths.get(key)
  const found = searchFolderPath(graph, start, goal)
  graph.paths?.set(key, found)
  return found
}

function searchFolderPath(graph, start, goal) {
  const parent = new Map([[start, null]])
  const queue = [start]
  while (queue.length) {
    const node = queue.shift()
    if (node === goal) {
      const out = []
      for (let n = goal; n !== null; n = parent.get(n)) out.unshift(n)
      return out
    }
    for (const next of graph.edges.get(node)?.keys() ?? []) {
      if (!parent.has(next)) {
        parent.set(next, node)
        queue.push(next)
      }
    }
  }
  return null
}

/**
 * Through static value imports from `face`: the chain to the first module importing
 * 'server-only' / 'next/headers' (kind 'serverOnly'), or to the first 'use client' module (kind
 * 'client'), or null.
 */
export function impureChain(graph, face, kind) {
  const parent = new Map([[face, null]])
  const queue = [face]
  const chainTo = (file, last) => {
    const chain = last ? [last] : []
    for (let f = file; f !== null; f = parent.get(f)) chain.unshift(relative(graph.root, f))
    return chain
  }
  while (queue.length) {
    const file = queue.shift()
    if (kind === 'client' && file !== face && graph.clientFiles.has(file)) return chainTo(file)
    for (const { spec, typeOnly, dynamic, target } of graph.files.get(file) ?? []) {
      if (typeOnly || dynamic) continue
      if (kind === 'serverOnly' && SERVER_ONLY_MODULES.has(spec)) return chainTo(file, `'${spec}'`)
      if (target && graph.files.has(target) && !parent.has(target)) {
        parent.set(target, file)
        queue.push(target)
      }
    }
  }
  return null
}

/** 'index' or 'server' when the file is a feature's index.ts / server.ts. */
function faceKind(root, file) {
  const f = featureOf(root, file)
  const m = f && /^(index|server)\.tsx?$/.exec(f.rest)
  return m ? m[1] : null
}
const PURITY = { index: 'serverOnly', server: 'client' }

let cached = null
function projectGraph(root) {
  const now = Date.now()
  if (!cached || cached.root !== root || now - cached.at > GRAPH_TTL_MS) cached = { root, at: now, graph: buildGraph(root) }
  return cached.graph
}

/** Allow-list entries as a map: relative file → Set of specifiers. */
function allowMap(allowlist = {}) {
  const out = new Map()
  for (const [file, specs] of Object.entries(allowlist)) out.set(file, new Set(specs))
  return out
}

/**
 * The whole tree at once (used by the unit test): reach-ins not in the allow-list, allow-list
 * entries that no longer match an import, folder cycles, and unsafe feature index files.
 */
export function checkProject(root, allowlist = {}) {
  const graph = buildGraph(root)
  const allowed = allowMap(allowlist)
  const used = new Set()
  const reachIns = []
  const scanRoots = ['src', 'seed', 'scripts', 'tests'].map((d) => path.join(root, d))
  const outside = scanRoots
    .slice(1)
    .flatMap((d) => listSourceFiles(d))
    .map((file) => [file, readText(file)])
    .filter(([, text]) => text !== null)
    .map(([file, text]) => [file, scanImports(file, text).map((i) => ({ ...i, target: resolveImport(root, file, i.spec) }))])
  for (const [file, imports] of [...graph.files, ...outside]) {
    const rel = relative(root, file)
    for (const { spec, target } of imports) {
      if (!target || !faceProblem(root, file, target)) continue
      if (allowed.get(rel)?.has(spec)) used.add(`${rel} → ${spec}`)
      else reachIns.push(`${rel} → ${spec}`)
    }
  }
  const staleAllowed = [...allowed].flatMap(([file, specs]) => [...specs].map((spec) => `${file} → ${spec}`)).filter((e) => !used.has(e))
  const cycles = []
  for (const [from, targets] of graph.edges) {
    for (const [to, example] of targets) {
      const back = folderPath(graph, to, from)
      if (back) cycles.push(`${[from, ...back].join(' → ')} (${example.file} imports '${example.spec}')`)
    }
  }
  const impureFaces = [...graph.files.keys()]
    .filter((f) => faceKind(root, f))
    .map((f) => impureChain(graph, f, PURITY[faceKind(root, f)]))
    .filter(Boolean)
    .map((chain) => chain.join(' → '))
  return { reachIns, staleAllowed, cycles, impureFaces }
}

// ---- the ESLint rules --------------------------------------------------------------------------

/** Calls `check(node, spec)` for every import, export-from and import() with a literal specifier. */
function importVisitors(check) {
  const fromSource = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value)
  }
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node.source, node.source.value)
    },
  }
}

const rootOption = { type: 'object', properties: { root: { type: 'string' }, allowlist: { type: 'object' } }, additionalProperties: false }
const rootOf = (context) => context.options[0]?.root ?? context.cwd

const featureFace = {
  meta: {
    type: 'problem',
    docs: { description: "Import another feature only through its public face (index.ts or server.ts)." },
    schema: [rootOption],
    messages: {
      reachIn:
        "'{{spec}}' reaches into the internals of features/{{feature}} ({{entry}}). Import '@/features/{{feature}}' (browser-safe index.ts), '@/features/{{feature}}/server' (server.ts) or a page from '@/features/{{feature}}/pages/…', and export what you need there.",
      staleAllowed:
        "Allow-list entry '{{spec}}' for this file no longer matches an import: remove it from the rule's allowlist option.",
    },
  },
  create(context) {
    const root = rootOf(context)
    const file = context.filename
    const rel = relative(root, file)
    const allowed = allowMap(context.options[0]?.allowlist).get(rel) ?? new Set()
    const used = new Set()
    return {
      ...importVisitors((node, spec) => {
        const target = resolveImport(root, file, spec)
        const problem = target && faceProblem(root, file, target)
        if (!problem) return
        if (allowed.has(spec)) return void used.add(spec)
        context.report({ node, messageId: 'reachIn', data: { spec, ...problem } })
      }),
      'Program:exit'(program) {
        for (const spec of allowed) if (!used.has(spec)) context.report({ node: program, messageId: 'staleAllowed', data: { spec } })
      },
    }
  },
}

const noFolderCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between folders of src/ (features, integrations, collection groups, blocks, lib, ui…).' },
    schema: [rootOption],
    messages: {
      cycle:
        "Import cycle between folders: {{cycle}} ({{example}}). Move the shared piece down (src/lib, src/ui, or the lower feature's face) or pass it in from the caller.",
    },
  },
  create(context) {
    const root = rootOf(context)
    const file = context.filename
    const from = folderOf(root, file)
    if (!from) return {}
    return importVisitors((node, spec) => {
      const target = resolveImport(root, file, spec)
      const to = target && folderOf(root, target)
      if (!to || to === from) return
      const graph = projectGraph(root)
      const back = folderPath(graph, to, from)
      if (!back) return
      const example = graph.edges.get(back[0])?.get(back[1])
      context.report({
        node,
        messageId: 'cycle',
        data: { cycle: [from, ...back].join(' → '), example: example ? `${example.file} imports '${example.spec}'` : '' },
      })
    })
  },
}

const facePurity = {
  meta: {
    type: 'problem',
    docs: { description: "A feature's index.ts reaches no server-only module; its server.ts reaches no 'use client' module." },
    schema: [rootOption],
    messages: {
      serverOnly: 'index.ts is the browser-safe face but reaches server-only code: {{chain}}. Export that from server.ts instead.',
      client:
        "server.ts reaches a client component: {{chain}}. Every page importing server.ts would carry it; export the component that renders it from its own file in pages/ instead.",
    },
  },
  create(context) {
    const root = rootOf(context)
    const file = context.filename
    const kind = faceKind(root, file)
    if (!kind) return {}
    return {
      Program(program) {
        const chain = impureChain(projectGraph(root), file, PURITY[kind])
        if (chain) context.report({ node: program, messageId: PURITY[kind], data: { chain: chain.join(' → ') } })
      },
    }
  },
}

/** @type {import('eslint').ESLint.Plugin} */
const plugin = {
  meta: { name: 'boxline-boundaries' },
  rules: { 'feature-face': featureFace, 'no-folder-cycle': noFolderCycle, 'face-purity': facePurity },
}

export default plugin
