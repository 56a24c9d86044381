// The documents list (/resources/documents, and /page/{n}).
export { DocumentsListPage } from '../components/DocumentsListPage'
