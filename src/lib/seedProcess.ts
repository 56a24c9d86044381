import { spawn } from 'node:child_process'

// Seeding a fresh database draws every picture of the catalog (librsvg and libvips, through sharp):
// the server process that did it kept 1.7–1.9 GB resident for its whole life, of which only about
// 140 MB was JavaScript heap, the rest native memory the allocator never gives back (issue 46,
// item 6). So the first seed runs in a process of its own, which ends when it is done; the server
// then finds everything in place and serves at the footprint of a restart.

/** Set by server/index.mjs: the file a seeding process starts from (the production server). */
export const SERVER_ENTRY_VARIABLE = 'BOXLINE_SERVER_ENTRY'
/** Set on the seeding process: boot (migrate and seed) under its parent's boot lock, then exit. */
export const BOOT_ONLY_VARIABLE = 'BOXLINE_BOOT_ONLY'

/** Whether this process is the one seeding for its parent. */
export const isSeedingProcess = () => process.env[BOOT_ONLY_VARIABLE] === '1'

/** The server's entry when this process can hand the first seed to a process of its own, else null. */
export const seedProcessEntry = () => (isSeedingProcess() ? null : (process.env[SERVER_ENTRY_VARIABLE] ?? null))

/** Runs the server's entry as a seeding process and waits for it to end; rejects when it fails. */
export function seedInOwnProcess(entry: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], { env: { ...process.env, [BOOT_ONLY_VARIABLE]: '1' }, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`the seeding process ended with ${signal ?? `exit code ${code}`}`))))
  })
}
