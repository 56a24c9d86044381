import { describe, expect, it, vi } from 'vitest'
import { sendCapture } from './captureRetry'

const answer = (status: number) => new Response(JSON.stringify({ orderNumber: status === 200 ? 'BX-20261125-AB12' : '', ErrorMessage: '' }), { status })
const noWait = { wait: () => Promise.resolve() }

describe('sendCapture (the capture whose answer was lost is sent again)', () => {
  it('sends the same capture again after a network failure and answers the order', async () => {
    const send = vi.fn<() => Promise<Response>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(200))
    const res = await sendCapture(send, noWait)
    expect(send).toHaveBeenCalledTimes(2)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { orderNumber: string }).orderNumber).toBe('BX-20261125-AB12')
  })

  it('retries 5xx and 429 answers, never a decided one (200 or 4xx)', async () => {
    const send = vi.fn<() => Promise<Response>>().mockResolvedValueOnce(answer(502)).mockResolvedValueOnce(answer(429)).mockResolvedValueOnce(answer(200))
    expect((await sendCapture(send, noWait)).status).toBe(200)
    expect(send).toHaveBeenCalledTimes(3)
    const refused = vi.fn<() => Promise<Response>>().mockResolvedValue(answer(403))
    expect((await sendCapture(refused, noWait)).status).toBe(403)
    expect(refused).toHaveBeenCalledTimes(1)
  })

  it('waits 1, 2 then 4 seconds, and gives up after four attempts', async () => {
    const waits: number[] = []
    const send = vi.fn<() => Promise<Response>>().mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(sendCapture(send, { wait: async (ms) => void waits.push(ms) })).rejects.toThrow('Failed to fetch')
    expect(send).toHaveBeenCalledTimes(4)
    expect(waits).toEqual([1000, 2000, 4000])
    const failing = vi.fn<() => Promise<Response>>().mockResolvedValue(answer(500))
    expect((await sendCapture(failing, noWait)).status).toBe(500)
    expect(failing).toHaveBeenCalledTimes(4)
  })
})
