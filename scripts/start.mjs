#!/usr/bin/env node
/**
 * npm start: serves the production build (building it first on a fresh clone). The Next server's
 * instrumentation hook migrates and seeds the database before it answers (src/instrumentation.ts).
 * Honours PORT, DATABASE_URI, PAYLOAD_SECRET and the rest of the README's environment table.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!fs.existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: building (a few minutes, once).')
  // A person starting the site needs the site: this build skips the type check (npm test and a
  // plain npm run build check types) and writes no Turbopack cache, which nothing here reads again
  // (issue 43, item 15: a fresh clone's first start took 263 s).
  run('npm', ['run', 'build'], { NODE_ENV: 'production', BOXLINE_TYPECHECKED: '1', BOXLINE_ONE_OFF_BUILD: '1' })
}
run('node', ['scripts/build-postal-data.mjs'])

const port = process.env.PORT ?? '3000'
// server/index.mjs: Next's handler behind our own HTTP server (client addresses, cached pages' policy).
const server = spawn(process.execPath, ['server/index.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', PORT: port },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
