/** Runs once when the Next server starts, before it answers: migrate and seed (src/lib/boot.ts). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  try {
    const { bootServer } = await import('./lib/boot')
    await bootServer()
  } catch (error) {
    // A bad configuration or an unreachable database: say why and stop, rather than serve errors.
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
