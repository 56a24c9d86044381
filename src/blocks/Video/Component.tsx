import { getTranslations } from 'next-intl/server'
import type { VideoBlock as VideoBlockData } from '@/payload-types'
import { cx, focusRing } from '@/ui/cx'
import { videoSource } from '@/lib/video'
import { LazyVideoModal as VideoModal } from '@/ui/LazyVideo'
import { VideoPlayer } from '@/ui/VideoPlayer'
import { BlockSection } from '../shared/BlockSection'
import { mediaImage } from '../shared/mediaImage'

/**
 * Spec 3 §2 "Video block": the player in the page (controls, no autoplay; server-rendered, no
 * script), or the poster as a button opening the video modal. Nothing without a playable video.
 */
export async function VideoBlock({ block, locale }: { block: VideoBlockData; locale: string }) {
  const source = videoSource(block.hostedVideoId, block.videoFile)
  if (!source) return null
  const t = await getTranslations({ locale, namespace: 'blocks.video' })
  const poster = mediaImage(block.poster, '')
  const headingId = `video-${block.id ?? 'x'}-heading`
  return (
    <BlockSection anchorId={block.anchorId} headingId={headingId} heading={block.heading} subheading={block.subheading}>
      <div className="mt-8 overflow-hidden rounded-xl shadow-sm ring-1 ring-slate-200">
        {block.display === 'modal' ? (
          <VideoModal
            source={source}
            title={block.heading}
            closeLabel={t('close')}
            unsupportedText={t('unsupported')}
            ariaLabel={t('watchNamed', { name: block.heading })}
            className={cx('group relative block aspect-video w-full bg-slate-900', focusRing)}
          >
            {poster && (
              // eslint-disable-next-line @next/next/no-img-element -- Payload's renditions in a srcset, rendered on the server
              <img src={poster.src} srcSet={poster.srcSet} sizes="(min-width: 1280px) 1216px, 100vw" width={poster.width} height={poster.height} alt="" loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
            )}
            <span className="absolute inset-0 grid place-items-center">
              <span className="inline-flex items-center gap-3 rounded-full bg-slate-950/80 py-2 pr-5 pl-2 text-lg font-semibold text-white group-hover:bg-slate-950">
                <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-white text-brand-800">
                  ▶
                </span>
                {t('watch')}
              </span>
            </span>
          </VideoModal>
        ) : (
          <VideoPlayer source={source} title={block.heading} unsupportedText={t('unsupported')} poster={typeof block.poster === 'object' && block.poster?.url ? block.poster.url : undefined} />
        )}
      </div>
    </BlockSection>
  )
}
