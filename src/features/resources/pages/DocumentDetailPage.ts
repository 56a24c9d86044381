// A document's page (/resources/documents/{slug}).
export { DocumentDetailPage } from '../components/DocumentDetailPage'
