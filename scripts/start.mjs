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
  run('npm', ['run', 'build'], { NODE_ENV: 'production' })
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
