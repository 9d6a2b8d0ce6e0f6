import { Injectable } from '@nestjs/common';
import {
  communityContracts,
  liveContracts,
  scoresContracts,
  SearchDocument,
  SearchKind,
  videoContracts,
} from '@arena/contracts';
import { ServiceClient } from '@arena/shared';
import { SearchService } from '../documents/search.service';

/** Which documents to ask an owner for: these ids, or a page of ids after one. */
interface Asked {
  ids?: number[];
  after: number;
  limit: number;
}

/** Brings documents of the index to their owners' current state (decision 048). */
@Injectable()
export class IndexRefresh {
  constructor(
    private readonly services: ServiceClient,
    private readonly search: SearchService,
  ) {}

  /** Asks the owner for these documents: those it answers are written, the others removed. */
  async refresh(kind: SearchKind, ids: readonly number[]): Promise<void> {
    const unique = [...new Set(ids)];
    for (let at = 0; at < unique.length; at += 200) {
      const asked = unique.slice(at, at + 200);
      const list = await this.ask(kind, { ids: asked, after: 0, limit: asked.length });
      await this.search.replace(kind, asked, list);
    }
  }

  /** Every document of a kind from its owner, page after page; answers how many. */
  async fill(kind: SearchKind, pageSize: number): Promise<number> {
    let after = 0;
    let count = 0;
    for (;;) {
      const list = await this.ask(kind, { after, limit: pageSize });
      if (list.length === 0) return count;
      await this.search.store(list);
      count += list.length;
      after = list[list.length - 1].ref_id;
      if (list.length < pageSize) return count;
    }
  }

  /** The owner of each kind answers its documents through its contract. */
  private async ask(kind: SearchKind, asked: Asked): Promise<SearchDocument[]> {
    switch (kind) {
      case 'streamer':
      case 'room':
        return (await this.services.call(liveContracts.searchDocuments, { kind, ...asked })).list;
      case 'match':
      case 'team':
        return (await this.services.call(scoresContracts.searchDocuments, { kind, ...asked })).list;
      case 'post':
      case 'article':
        return (await this.services.call(communityContracts.searchDocuments, { kind, ...asked })).list;
      case 'video':
        return (await this.services.call(videoContracts.searchDocuments, { kind, ...asked })).list;
    }
  }
}
