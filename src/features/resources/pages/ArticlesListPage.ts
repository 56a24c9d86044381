// The blog and case-study lists (/resources/blogs, /resources/case-studies, and /page/{n}).
export { ArticlesListPage } from '../components/ArticlesListPage'
