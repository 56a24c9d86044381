// Server-only face of the resources feature: queries for the pages and the content calls.
import 'server-only'

export { articleFilterTerms, articlePageData, articlesQueryBody, featuredArticleDocs, findArticles, getArticleBySlug, listArticleSlugs, listTerms, queryArticles } from './server/articles'
export { countEvents, dropEventListsAtDayChange, eventPageData, eventsQueryBody, findEvents, getEventBySlug, listEventSlugs, queryEvents } from './server/events'
export { findSolutions, listSolutionSlugs, querySolutions, solutionPageData, solutionsQueryBody } from './server/solutions'
export { documentPageData, documentsQueryBody, documentsSuffixBody, findDocuments, getDocumentBySlug, listDocumentSlugs, queryDocuments, type DocumentsQuery } from './server/documents'
export { customizationGroups, customizationPageData, listCustomizationPaths, publishedCustomizationCards } from './server/customizations'
export { listSubIndustryPaths, publishedTestimonials, subIndustryCards, subIndustryPageData, publishedUseCaseCards } from './server/subIndustries'
