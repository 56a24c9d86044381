import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BOOT_ONLY_VARIABLE, SERVER_ENTRY_VARIABLE, isSeedingProcess, seedInOwnProcess, seedProcessEntry } from './seedProcess'

const saved = { entry: process.env[SERVER_ENTRY_VARIABLE], bootOnly: process.env[BOOT_ONLY_VARIABLE] }
afterEach(() => {
  for (const [name, value] of [[SERVER_ENTRY_VARIABLE, saved.entry], [BOOT_ONLY_VARIABLE, saved.bootOnly]] as const) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

/** A stand-in for the server's entry: writes what its environment said, then exits with `code`. */
function entry(code: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-process-'))
  const file = path.join(dir, 'entry.mjs')
  fs.writeFileSync(file, `import fs from 'node:fs'\nfs.writeFileSync(${JSON.stringify(path.join(dir, 'seen'))}, process.env.${BOOT_ONLY_VARIABLE} ?? '')\nprocess.exit(${code})\n`)
  return { file, seen: () => fs.readFileSync(path.join(dir, 'seen'), 'utf8') }
}

describe('the first seed in a process of its own', () => {
  it('is offered only by the server (its entry set) and never by the seeding process itself', () => {
    delete process.env[SERVER_ENTRY_VARIABLE]
    delete process.env[BOOT_ONLY_VARIABLE]
    expect(seedProcessEntry()).toBeNull()
    process.env[SERVER_ENTRY_VARIABLE] = '/srv/boxline/server/index.mjs'
    expect(seedProcessEntry()).toBe('/srv/boxline/server/index.mjs')
    process.env[BOOT_ONLY_VARIABLE] = '1'
    expect(isSeedingProcess()).toBe(true)
    expect(seedProcessEntry()).toBeNull()
  })

  it('runs the entry as a seeding process and waits for it to end', async () => {
    const stand = entry(0)
    await seedInOwnProcess(stand.file)
    expect(stand.seen()).toBe('1')
  })

  it('fails when the seeding process fails, so the server does not start on a half-seeded database', async () => {
    await expect(seedInOwnProcess(entry(3).file)).rejects.toThrow('exit code 3')
  })
})
