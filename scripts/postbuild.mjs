#!/usr/bin/env node
/* After next build: give the browser chunks V8's compile hint (scripts/lib/compileHints.mjs). */
import { addCompileHints } from './lib/compileHints.mjs'

const chunks = `${process.env.NEXT_DIST_DIR ?? '.next'}/static/chunks`
console.log(`compile hints: ${addCompileHints(chunks)} chunks in ${chunks}`)
