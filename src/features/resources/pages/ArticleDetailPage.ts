// A blog article's or a case study's page (/resources/blogs/{slug}, /resources/case-studies/{slug}).
export { ArticleDetailPage } from '../components/ArticleDetailPage'
