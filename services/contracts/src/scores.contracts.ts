import { searchDocumentsContract } from './search-documents';

/** The search service's copies of matches and teams (decision 048). */
export const searchDocuments = searchDocumentsContract('scores', ['match', 'team']);
