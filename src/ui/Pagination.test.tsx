import { describe, expect, it } from 'vitest'
import { pageWindow } from './Pagination'

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
  })
  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10])
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10])
  })
})
