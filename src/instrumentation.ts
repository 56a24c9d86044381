/** Runs once when the Next server starts, before it answers: migrate and seed (src/lib/boot.ts). */
export async function register() {
  // The whole body sits inside the runtime test, not after an early return: the Edge build drops
  // the branch, so it never sees the Node-only process.exit (the build warned "Ecmascript file had
  // an error" for it, issue 43).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    try {
      const { bootServer } = await import('./lib/boot')
      await bootServer()
    } catch (error) {
      // A bad configuration or an unreachable database: say why and stop, rather than serve errors.
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    }
  }
}
