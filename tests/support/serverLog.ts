import fs from 'node:fs'

/**
 * The test server's log (APP_LOG_FILE, set by scripts/test.mjs), read from a mark: what the server
 * wrote while a test ran. `const mark = logMark(); …; const text = logSince(mark)`.
 */
function logFile(): string {
  const file = process.env.APP_LOG_FILE
  if (!file) throw new Error('APP_LOG_FILE is not set: run the HTTP tests through npm test, or set it to the server log of APP_URL')
  return file
}

export const logMark = (): number => fs.statSync(logFile()).size

export async function logSince(mark: number, settleMs = 300): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, settleMs))
  const file = logFile()
  const size = fs.statSync(file).size
  const fd = fs.openSync(file, 'r')
  try {
    const buffer = Buffer.alloc(Math.max(0, size - mark))
    fs.readSync(fd, buffer, 0, buffer.length, mark)
    return buffer.toString('utf8')
  } finally {
    fs.closeSync(fd)
  }
}
