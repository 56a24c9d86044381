/**
 * Where a video plays from (spec 3 §2 "Video block"): a hosted video (YouTube's privacy-enhanced
 * player, by the video's id) or an uploaded mp4 served by the site.
 */
export type VideoSource = { kind: 'hosted'; id: string } | { kind: 'file'; src: string; type: string }

/** The only outside origin a page may frame: YouTube's privacy-enhanced player (no cookie before play). */
export const HOSTED_VIDEO_ORIGIN = 'https://www.youtube-nocookie.com'

/** A YouTube video id: 11 characters of letters, digits, `-` and `_`. */
export const HOSTED_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

/** The hosted player's address; `autoplay` when a person has just asked for the video (the modal). */
export function hostedVideoUrl(id: string, { autoplay }: { autoplay: boolean }): string {
  const params = new URLSearchParams({ rel: '0', playsinline: '1', ...(autoplay ? { autoplay: '1' } : {}) })
  return `${HOSTED_VIDEO_ORIGIN}/embed/${encodeURIComponent(id)}?${params}`
}

type UploadedVideo = { url?: string | null; mimeType?: string | null } | number | null | undefined

/**
 * The video staff gave: the hosted id when there is one (spec: "uses a hosted video id if given,
 * otherwise an mp4 source"), else the uploaded file once populated; null when neither is usable.
 */
export function videoSource(hostedVideoId: string | null | undefined, file: UploadedVideo): VideoSource | null {
  const id = hostedVideoId?.trim()
  if (id && HOSTED_VIDEO_ID.test(id)) return { kind: 'hosted', id }
  if (file && typeof file === 'object' && file.url) return { kind: 'file', src: file.url, type: file.mimeType || 'video/mp4' }
  return null
}
