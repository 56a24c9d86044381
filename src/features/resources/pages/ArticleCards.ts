// An article's card, for the featured-article carousels (spec 3 §2 "Featured-article carousels").
export { ArticleCardView } from '../components/ArticleCardView'
