// The outfitting packages' list (/solutions/outfittings, and /page/{n}).
export { SolutionsListPage } from '../components/SolutionsListPage'
