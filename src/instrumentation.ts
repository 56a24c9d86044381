/** Runs once when the Next server starts, before it answers: migrate and seed (src/lib/boot.ts). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { bootServer } = await import('./lib/boot')
  await bootServer()
}
