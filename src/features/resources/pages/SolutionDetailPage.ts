// An outfitting package's page (/solutions/outfittings/{slug}).
export { SolutionDetailPage } from '../components/SolutionDetailPage'
