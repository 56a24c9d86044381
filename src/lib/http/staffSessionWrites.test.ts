import { describe, expect, it } from 'vitest'
import { oneStaffSessionWriteAtATime } from './staffSessionWrites'

/** A handler that records when each call starts and ends, each taking until its `release` is called. */
function recordingHandler() {
  const events: string[] = []
  const releases: Array<() => void> = []
  const release = new Map<string, () => void>()
  const handler = async (request: Request) => {
    const name = new URL(request.url).pathname
    events.push(`start ${name}`)
    await new Promise<void>((resolve) => {
      releases.push(resolve)
      release.set(name, resolve)
    })
    events.push(`end ${name}`)
    if (name.endsWith('/logout')) throw new Error('refused')
    return new Response(name)
  }
  return { events, releases, release, handler }
}

const post = (path: string) => new Request(`http://boxline.test${path}`, { method: 'POST' })
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('oneStaffSessionWriteAtATime', () => {
  it('runs a second sign-in only once the first has answered', async () => {
    const { events, releases, handler } = recordingHandler()
    const wrapped = oneStaffSessionWriteAtATime(handler)
    const first = wrapped(post('/cms-api/users/login'), {})
    const second = wrapped(post('/cms-api/users/login'), {})
    await tick()
    expect(events).toEqual(['start /cms-api/users/login'])
    releases[0]!()
    await first
    await tick()
    expect(events).toEqual(['start /cms-api/users/login', 'end /cms-api/users/login', 'start /cms-api/users/login'])
    releases[1]!()
    expect(await (await second).text()).toBe('/cms-api/users/login')
  })

  it('lets other calls through at once, and a failed sign-out does not block the next', async () => {
    const { events, release, handler } = recordingHandler()
    const wrapped = oneStaffSessionWriteAtATime(handler)
    const failing = wrapped(post('/cms-api/users/logout'), {}).catch((error: Error) => error.message)
    const other = wrapped(post('/cms-api/pages'), {})
    await tick()
    expect(events.sort()).toEqual(['start /cms-api/pages', 'start /cms-api/users/logout'])
    release.get('/cms-api/pages')!()
    await other
    const refresh = wrapped(post('/cms-api/users/refresh-token'), {})
    await tick()
    expect(events).not.toContain('start /cms-api/users/refresh-token')
    release.get('/cms-api/users/logout')!()
    expect(await failing).toBe('refused')
    await tick()
    expect(events).toContain('start /cms-api/users/refresh-token')
    release.get('/cms-api/users/refresh-token')!()
    expect((await refresh).status).toBe(200)
  })
})
