/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its
 * functions compiled eagerly while it streams in, on a background thread. Our client chunks are
 * module factories (functions) that all run when the page hydrates; without the hint V8 compiles
 * each one lazily on the main thread at that moment, one of the longest tasks of a page load.
 * https://v8.dev/blog/explicit-compile-hints
 */
import fs from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The chunk's source with the hint first; a chunk that has it already is left as it is. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source
}

/** Adds the hint to every JavaScript chunk of a build's static folder; returns how many it changed. */
export function addCompileHints(chunksDir) {
  let changed = 0
  for (const entry of fs.readdirSync(chunksDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue
    const file = path.join(entry.parentPath ?? entry.path, entry.name)
    const source = fs.readFileSync(file, 'utf8')
    const hinted = withCompileHint(source)
    if (hinted !== source) {
      fs.writeFileSync(file, hinted)
      changed++
    }
  }
  return changed
}
