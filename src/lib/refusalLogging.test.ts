import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { refusalsOnOneLine } from './refusalLogging'

function capture() {
  const lines: { level: number; msg: string; err?: unknown }[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { logger: pino({ hooks: { logMethod: refusalsOnOneLine } }, stream), lines }
}

class Forbidden extends Error {
  status = 403
}

describe('refusalsOnOneLine', () => {
  it('logs a 4xx error as one info line without its stack', () => {
    const { logger, lines } = capture()
    logger.error({ err: new Forbidden('You are not allowed to perform this action.') })
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'refused 403: You are not allowed to perform this action.' })])
    expect(lines[0]).not.toHaveProperty('err')
  })
  it('keeps server errors as errors, with their stack', () => {
    const { logger, lines } = capture()
    logger.error({ err: Object.assign(new Error('boom'), { status: 500 }) })
    logger.error({ err: new TypeError('no status') }, 'crash')
    expect(lines.map((l) => l.level)).toEqual([50, 50])
    expect(lines[1]).toHaveProperty('err')
  })
})
