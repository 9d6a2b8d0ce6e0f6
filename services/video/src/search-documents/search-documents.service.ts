import { Injectable } from '@nestjs/common';
import { SearchDocument } from '@arena/contracts';
import { SearchableVideo, SearchDocumentsRepository } from './search-documents.repository';

/** A video by its title, found also by its description, author and category. */
function videoDocument(video: SearchableVideo): SearchDocument {
  const text = (category: string) => [video.description, video.nickname, category].filter(Boolean).join('\n');
  return {
    kind: 'video',
    ref_id: video.id,
    title: { zh: video.title, en: video.title, vi: video.title },
    body: { zh: text(video.category.nameZh), en: text(video.category.nameEn), vi: text(video.category.nameVi) },
    image: video.poster,
    live: false,
    popularity: video.views + video.likes,
    at: video.createdAt.toISOString(),
  };
}

/** The search service's copies of videos (decision 048). */
@Injectable()
export class SearchDocumentsService {
  constructor(private readonly repository: SearchDocumentsRepository) {}

  async documents(asked: { kind: 'video'; ids?: number[]; after: number; limit: number }) {
    return { list: (await this.repository.videos(asked)).map(videoDocument) };
  }
}
