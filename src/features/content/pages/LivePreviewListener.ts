// The island a CMS page renders in draft mode: it refreshes the preview on each save in the admin.
export { LivePreviewListener } from '../components/LivePreviewListener'
