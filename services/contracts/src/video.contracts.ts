import { searchDocumentsContract } from './search-documents';

/** The search service's copies of videos (decision 048). */
export const searchDocuments = searchDocumentsContract('video', ['video']);
