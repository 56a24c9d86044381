// The island a CMS page renders in draft mode: it refreshes the preview on each save in the admin (its code loaded only then).
export { LazyLivePreviewListener as LivePreviewListener } from '../components/LazyLivePreviewListener'
