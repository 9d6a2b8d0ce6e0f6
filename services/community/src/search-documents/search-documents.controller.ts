import { Controller } from '@nestjs/common';
import { communityContracts } from '@arena/contracts';
import { Input, Serves } from '@arena/shared';
import { z } from 'zod';
import { SearchDocumentsService } from './search-documents.service';

/** The search service's copies of posts and news articles (decision 048). */
@Controller()
export class SearchDocumentsController {
  constructor(private readonly documents: SearchDocumentsService) {}

  @Serves(communityContracts.searchDocuments)
  answer(@Input() asked: z.output<typeof communityContracts.searchDocuments.input>) {
    return this.documents.documents(asked);
  }
}
