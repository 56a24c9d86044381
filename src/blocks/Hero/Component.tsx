import { getTranslations } from 'next-intl/server'
import { preload } from 'react-dom'
import type { HeroBlock as HeroBlockData } from '@/payload-types'
import { localHref } from '@/features/site-shell'
import { LazyBackgroundVideo as BackgroundVideo, LazyVideoModal as VideoModal } from '@/ui/LazyVideo'
import { cx, focusRing, focusRingOnDark } from '@/ui/cx'
import { videoSource } from '@/lib/video'
import { VideoPlayer } from '@/ui/VideoPlayer'
import { Picture } from '../shared/Picture'
import { ContainerIllustration } from './ContainerIllustration'

type Props = { block: HeroBlockData; locale: string; isFirst: boolean }

/** Spec 3 §2: the home hero (drawing, lightbox video), the image hero, the video hero and the media header. */
export async function HeroBlock(props: Props) {
  if (props.block.style === 'media') return <MediaHeader {...props} />
  return props.block.style === 'image' || props.block.style === 'video' ? <MediaHero {...props} /> : <HomeHero {...props} />
}

function HeroText({ block, locale, isFirst, onDark }: Props & { onDark: boolean }) {
  const Heading = isFirst ? 'h1' : 'h2'
  const primary = onDark ? cx('rounded-md bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50', focusRingOnDark) : 'rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900'
  const secondary = onDark
    ? cx('rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-white/10', focusRingOnDark)
    : 'rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50'
  return (
    <>
      {block.eyebrow && <p className={cx('text-sm font-semibold uppercase tracking-wide', onDark ? 'text-brand-100' : 'text-brand-700')}>{block.eyebrow}</p>}
      <Heading className={cx('mt-2 text-4xl font-bold tracking-tight md:text-5xl', onDark ? 'text-white' : 'text-brand-900')}>{block.heading}</Heading>
      {block.subheading && <p className={cx('mt-4 max-w-xl text-lg', onDark ? 'text-slate-100' : 'text-slate-700')}>{block.subheading}</p>}
      <div className="mt-8 flex flex-wrap items-center gap-3">
        {block.primaryCtaLabel && block.primaryCtaLink && (
          <a href={localHref(block.primaryCtaLink, locale)} data-analytics="homepage-cta" className={primary}>
            {block.primaryCtaLabel}
          </a>
        )}
        {block.secondaryCtaLabel && block.secondaryCtaLink && (
          <a href={localHref(block.secondaryCtaLink, locale)} data-analytics="homepage-cta" className={secondary}>
            {block.secondaryCtaLabel}
          </a>
        )}
      </div>
    </>
  )
}

async function HomeHero(props: Props) {
  const { block, locale } = props
  const video = videoSource(block.hostedVideoId, block.videoFile)
  const t = video ? await getTranslations({ locale, namespace: 'blocks.video' }) : null
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 md:py-16 lg:grid-cols-2 lg:px-8">
        <div>
          <HeroText {...props} onDark={false} />
        </div>
        <div className="grid justify-items-center gap-4">
          <ContainerIllustration />
          {video && t && (
            <VideoModal
              source={video}
              title={block.heading}
              closeLabel={t('close')}
              unsupportedText={t('unsupported')}
              className={cx('inline-flex min-h-11 items-center gap-3 rounded-full px-2 py-1 pr-4 font-semibold text-brand-800 hover:bg-brand-50', focusRing)}
            >
              <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-brand-700 text-white">
                ▶
              </span>
              {block.watchVideoLabel || t('watch')}
            </VideoModal>
          )}
        </div>
      </div>
    </section>
  )
}

/**
 * The image hero and the video hero: the text in white over the image, darkened so it reads on
 * any picture. The video hero plays its silent loop over that image, which stays as its poster
 * (and as the page's first paint: the image, not the video, is the largest element).
 */
async function MediaHero(props: Props) {
  const { block, locale, isFirst } = props
  const video = block.style === 'video' ? videoSource(null, block.videoFile) : null
  const t = video ? await getTranslations({ locale, namespace: 'blocks.video' }) : null
  return (
    <section className="relative isolate overflow-hidden bg-slate-900">
      <Picture media={block.image} alt={block.imgAlt} sizes="100vw" priority={isFirst} className="absolute inset-0 size-full object-cover" />
      {video?.kind === 'file' && t && <BackgroundVideo src={video.src} type={video.type} unsupportedText={t('unsupported')} pauseLabel={t('pauseBackground')} playLabel={t('playBackground')} />}
      <div aria-hidden="true" className="absolute inset-0 bg-slate-950/65" />
      <div className="relative mx-auto max-w-7xl px-4 pt-20 pb-24 md:pt-28 md:pb-32 lg:px-8">
        <div className="max-w-2xl">
          <HeroText {...props} onDark />
        </div>
      </div>
    </section>
  )
}

/**
 * Spec 3 §2 "Media header": the text and buttons on one side, an image or a video on the other
 * (the text first on phones). A video is the player in the page (controls, no autoplay), its
 * picture the image; no script either way. The box keeps its size while the media loads (the
 * image's width and height, the player's 16:9), and as the first block its image is fetched first.
 */
async function MediaHeader(props: Props) {
  const { block, locale, isFirst } = props
  const video = videoSource(block.hostedVideoId, block.videoFile)
  const t = video ? await getTranslations({ locale, namespace: 'blocks.video' }) : null
  const image = typeof block.image === 'object' && block.image ? block.image : null
  const poster = video?.kind === 'file' ? (image?.sizes?.card?.url ?? image?.url ?? undefined) : undefined
  // The poster is the first screen's largest picture: asked for at once, as the image would be.
  if (poster && isFirst) preload(poster, { as: 'image', fetchPriority: 'high' })
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:py-14 lg:grid-cols-2 lg:gap-12 lg:px-8">
        <div>
          <HeroText {...props} onDark={false} />
        </div>
        <div className="overflow-hidden rounded-xl bg-slate-100 shadow-sm ring-1 ring-slate-200">
          {video && t ? (
            <VideoPlayer source={video} title={block.heading} unsupportedText={t('unsupported')} poster={poster} />
          ) : (
            <Picture media={block.image} alt={block.imgAlt} sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw" priority={isFirst} className="aspect-[4/3] h-auto w-full object-cover" />
          )}
        </div>
      </div>
    </section>
  )
}
