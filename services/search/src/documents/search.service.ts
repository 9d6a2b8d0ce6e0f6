import { Injectable } from '@nestjs/common';
import { AppError, Lang } from '@arena/shared';
import { SEARCH_KINDS, SearchDocument, SearchKind } from '@arena/contracts';
import { searchConfig } from '../search.config';
import { highlight, snippet } from '../terms/highlight';
import { QueryWord, queryWords } from '../terms/words';
import { Candidates, DocumentsRepository } from './documents.repository';
import { SearchHit, SearchInput } from './search.schemas';

/** Queries the index, and keeps it: the consumer and the backfill hand documents here. */
@Injectable()
export class SearchService {
  /**
   * Rankings being made, by their words: a crowd asking the same words at the same moment (a goal,
   * a trending name; the edge's first copy of an answer is not there yet) costs one query, shared
   * by every tab, page and language. Nothing is kept once it is answered: the edge keeps answers.
   */
  private readonly ranking = new Map<string, Promise<Candidates>>();

  constructor(private readonly documents: DocumentsRepository) {}

  /**
   * A page of what matches, and how many of each kind: the newest `candidates` matches of each kind
   * ranked together, a kind with more marked `capped` (settings read per query: cheap env reads).
   */
  async search(input: SearchInput, lang: Lang) {
    const words = queryWords(input.q);
    if (words.length === 0) throw AppError.fail('search.no_words');
    const config = searchConfig();
    const { ranked, more } = await this.candidates(words, config.candidates, config.liveBoost);
    const hits = input.kind ? ranked.filter((hit) => hit.kind === input.kind) : ranked;
    const skip = (input.page - 1) * input.limit;
    const rows = await this.documents.found(hits.slice(skip, skip + input.limit), lang);
    const list: SearchHit[] = rows.map((row) => ({
      kind: row.kind,
      id: row.refId,
      title: highlight(row.title, words),
      snippet: snippet(row.body, words),
      image: row.image,
      live: row.live,
      at: row.at.toISOString(),
    }));
    const counts = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number>;
    for (const hit of ranked) counts[hit.kind] += 1;
    return {
      list,
      total: hits.length,
      page: input.page,
      limit: input.limit,
      counts,
      capped: SEARCH_KINDS.filter((kind) => more.has(kind)),
    };
  }

  private candidates(words: QueryWord[], perKind: number, liveBoost: number): Promise<Candidates> {
    const key = JSON.stringify([words, perKind, liveBoost]);
    let pending = this.ranking.get(key);
    if (!pending) {
      pending = this.documents.candidates(words, perKind, liveBoost).finally(() => this.ranking.delete(key));
      this.ranking.set(key, pending);
    }
    return pending;
  }

  /** Refreshes the planner's statistics after a fill changed the index wholesale (see IndexBackfill). */
  analyse(): Promise<void> {
    return this.documents.analyse();
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
