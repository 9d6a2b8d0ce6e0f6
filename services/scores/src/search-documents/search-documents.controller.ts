import { Controller } from '@nestjs/common';
import { scoresContracts } from '@arena/contracts';
import { Input, Serves } from '@arena/shared';
import { z } from 'zod';
import { SearchDocumentsService } from './search-documents.service';

/** The search service's copies of matches and teams (decision 048). */
@Controller()
export class SearchDocumentsController {
  constructor(private readonly documents: SearchDocumentsService) {}

  @Serves(scoresContracts.searchDocuments)
  answer(@Input() asked: z.output<typeof scoresContracts.searchDocuments.input>) {
    return this.documents.documents(asked);
  }
}
