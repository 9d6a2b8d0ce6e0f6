import { Controller } from '@nestjs/common';
import { liveContracts } from '@arena/contracts';
import { Input, Serves } from '@arena/shared';
import { z } from 'zod';
import { SearchDocumentsService } from './search-documents.service';

/** The search service's copies of rooms and streamers (decision 048). */
@Controller()
export class SearchDocumentsController {
  constructor(private readonly documents: SearchDocumentsService) {}

  @Serves(liveContracts.searchDocuments)
  answer(@Input() asked: z.output<typeof liveContracts.searchDocuments.input>) {
    return this.documents.documents(asked);
  }
}
