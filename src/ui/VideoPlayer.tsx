import { cx } from './cx'
import { hostedVideoUrl, type VideoSource } from '@/lib/video'

export interface VideoPlayerProps {
  source: VideoSource
  /** The video's name: the frame's title, the video's accessible name. */
  title: string
  /** Said by a browser that cannot play video ("Your browser does not support the video tag."). */
  unsupportedText: string
  poster?: string
  /** Started at once (the modal, opened by a person's press); else it waits for the controls. */
  autoPlay?: boolean
  onEnded?: () => void
  className?: string
}

/**
 * One video, 16:9 so nothing moves when it loads: the hosted player in a frame, or the uploaded
 * mp4 with the browser's controls. No hooks: a server component in a block, a client one in the modal.
 */
export function VideoPlayer({ source, title, unsupportedText, poster, autoPlay = false, onEnded, className }: VideoPlayerProps) {
  const frame = cx('aspect-video w-full bg-black', className)
  if (source.kind === 'hosted') {
    return (
      <iframe
        src={hostedVideoUrl(source.id, { autoplay: autoPlay })}
        title={title}
        loading={autoPlay ? undefined : 'lazy'}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className={frame}
      />
    )
  }
  return (
    <video controls playsInline autoPlay={autoPlay} preload={autoPlay ? 'auto' : 'metadata'} poster={poster} aria-label={title} onEnded={onEnded} className={frame}>
      <source src={source.src} type={source.type} />
      {unsupportedText}
    </video>
  )
}
