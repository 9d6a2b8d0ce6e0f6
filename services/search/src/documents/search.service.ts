import { Injectable } from '@nestjs/common';
import { AppError, Lang } from '@arena/shared';
import { SEARCH_KINDS, SearchDocument, SearchKind } from '@arena/contracts';
import { searchConfig } from '../search.config';
import { highlight, snippet } from '../terms/highlight';
import { queryWords } from '../terms/words';
import { DocumentsRepository } from './documents.repository';
import { SearchHit, SearchInput } from './search.schemas';

/** Queries the index, and keeps it: the consumer and the backfill hand documents here. */
@Injectable()
export class SearchService {
  private readonly config = searchConfig();

  constructor(private readonly documents: DocumentsRepository) {}

  async search(input: SearchInput, lang: Lang) {
    const words = queryWords(input.q);
    if (words.length === 0) throw AppError.fail('search.no_words');
    const [rows, counts] = await Promise.all([
      this.documents.find(
        words,
        { kind: input.kind, lang, liveBoost: this.config.liveBoost },
        (input.page - 1) * input.limit,
        input.limit,
      ),
      this.documents.countByKind(words),
    ]);
    const list: SearchHit[] = rows.map((row) => ({
      kind: row.kind,
      id: row.refId,
      title: highlight(row.title, words),
      snippet: snippet(row.body, words),
      image: row.image,
      live: row.live,
      at: row.at.toISOString(),
    }));
    const byKind = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, counts.get(kind) ?? 0])) as Record<
      SearchKind,
      number
    >;
    const total = input.kind ? byKind[input.kind] : [...counts.values()].reduce((sum, n) => sum + n, 0);
    return { list, total, page: input.page, limit: input.limit, counts: byKind };
  }

  /** The owner's current copies: written; the ids asked for that it no longer has: removed. */
  async replace(kind: SearchKind, asked: readonly number[], found: readonly SearchDocument[]): Promise<void> {
    const present = new Set(found.map((d) => d.ref_id));
    await this.documents.upsert(found);
    await this.documents.remove(
      kind,
      asked.filter((id) => !present.has(id)),
    );
  }

  remove(kind: SearchKind, refIds: readonly number[]): Promise<number> {
    return this.documents.remove(kind, refIds);
  }

  store(documents: readonly SearchDocument[]): Promise<void> {
    return this.documents.upsert(documents);
  }

  isEmpty(kind: SearchKind): Promise<boolean> {
    return this.documents.count(kind).then((n) => n === 0);
  }
}
