import { Controller } from '@nestjs/common';
import { videoContracts } from '@arena/contracts';
import { Input, Serves } from '@arena/shared';
import { z } from 'zod';
import { SearchDocumentsService } from './search-documents.service';

/** The search service's copies of videos (decision 048). */
@Controller()
export class SearchDocumentsController {
  constructor(private readonly documents: SearchDocumentsService) {}

  @Serves(videoContracts.searchDocuments)
  answer(@Input() asked: z.output<typeof videoContracts.searchDocuments.input>) {
    return this.documents.documents(asked);
  }
}
