import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** Starts the production build with a bad configuration: it must stop with a clear message. */
function startWith(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxline-badcfg-'))
    const child = spawn(process.execPath, ['server/index.mjs'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: '3199', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

describe('start-up configuration check', () => {
  it('refuses an unsupported DATABASE_URI, naming the variable, and exits non-zero', async () => {
    const { code, output } = await startWith({ DATABASE_URI: 'mysql://db.example/boxline' })
    expect(code).toBe(1)
    expect(output).toContain('Boxline cannot start: invalid configuration.')
    expect(output).toContain('DATABASE_URI: must start with file: (SQLite) or postgres://')
  }, 60_000)
})
