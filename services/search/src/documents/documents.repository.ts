import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService } from '@arena/shared';
import { SEARCH_KINDS, SearchDocument, SearchKind } from '@arena/contracts';
import { chineseForIndex, otherText, QueryWord } from '../terms/words';

/** A document's texts as the index takes them: Chinese words, Chinese characters, the rest. */
function indexTexts(texts: string[]) {
  const text = [...new Set(texts.map((t) => t.trim()).filter(Boolean))].join('\n');
  return { ...chineseForIndex(text), other: otherText(text) };
}

/** The tsvector of one part (title or body), weighted. */
const terms = (part: string, weight: 'A' | 'B') =>
  Prisma.raw(`setweight(
    to_tsvector('simple', d.${part}_words) || to_tsvector('simple', d.${part}_chars)
      || to_tsvector('simple', public.unaccent(d.${part}_other)) || to_tsvector('english', d.${part}_other),
    '${weight}')`);

/**
 * The query of one word: a Chinese word as itself or as the phrase of its characters; another word
 * unaccented ('simple', "bong" finds "bóng") or stemmed ('english', "goals" finds "goal"). The last
 * word typed is a prefix. Words hold only letters and digits (`queryWords`), so they need no quoting.
 */
function wordQuery(word: QueryWord, prefix: boolean): Prisma.Sql {
  const star = prefix ? ':*' : '';
  if (word.chinese) {
    const chars = Array.from(word.text);
    const phrase = chars.length > 1 ? ` | ${chars.join(' <-> ')}${star}` : '';
    return Prisma.sql`to_tsquery('simple', ${`${word.text}${star}${phrase}`})`;
  }
  return Prisma.sql`(to_tsquery('simple', public.unaccent(${word.text}) || ${star})
    || to_tsquery('english', ${word.text + star}))`;
}

export function tsquery(words: readonly QueryWord[]): Prisma.Sql {
  return Prisma.join(
    words.map((word, i) => wordQuery(word, i === words.length - 1)),
    ' && ',
  );
}

/** A document a query found, in the order it ranks. */
export interface Candidate {
  kind: SearchKind;
  refId: number;
}

/** The candidates of a query, best first, and the kinds that had more matches than were ranked. */
export interface Candidates {
  ranked: Candidate[];
  more: Set<SearchKind>;
}

export interface FoundRow extends Candidate {
  title: string;
  body: string;
  image: string;
  live: boolean;
  at: Date;
}

const TITLE = { zh: 'title_zh', en: 'title_en', vi: 'title_vi' } as const;
const BODY = { zh: 'body_zh', en: 'body_en', vi: 'body_vi' } as const;

/** `search.documents`: the index's copies of other services' things, and its full-text queries. */
@Injectable()
export class DocumentsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Writes the documents (new or changed) with their terms, in one statement. */
  async upsert(documents: readonly SearchDocument[], db: Db = this.prisma): Promise<void> {
    if (documents.length === 0) return;
    const titles = documents.map((d) => indexTexts([d.title.zh, d.title.en, d.title.vi]));
    const bodies = documents.map((d) => indexTexts([d.body.zh, d.body.en, d.body.vi]));
    const col = <T>(pick: (d: SearchDocument, i: number) => T) => documents.map(pick);
    await db.$executeRaw`
      INSERT INTO "search"."documents" AS doc
        ("kind", "ref_id", "title_zh", "title_en", "title_vi", "body_zh", "body_en", "body_vi",
         "image", "live", "popularity", "at", "terms", "updated_at")
      SELECT d.kind, d.ref_id, d.title_zh, d.title_en, d.title_vi, d.body_zh, d.body_en, d.body_vi,
             d.image, d.live, d.popularity, d.at, ${terms('title', 'A')} || ${terms('body', 'B')}, now()
      FROM unnest(
        ${col((d) => d.kind)}::text[], ${col((d) => d.ref_id)}::int[],
        ${col((d) => d.title.zh)}::text[], ${col((d) => d.title.en)}::text[], ${col((d) => d.title.vi)}::text[],
        ${col((d) => d.body.zh)}::text[], ${col((d) => d.body.en)}::text[], ${col((d) => d.body.vi)}::text[],
        ${col((d) => d.image)}::text[], ${col((d) => d.live)}::boolean[], ${col((d) => d.popularity)}::int[],
        ${col((d) => new Date(d.at))}::timestamp[],
        ${col((_, i) => titles[i].words)}::text[], ${col((_, i) => titles[i].chars)}::text[],
        ${col((_, i) => titles[i].other)}::text[],
        ${col((_, i) => bodies[i].words)}::text[], ${col((_, i) => bodies[i].chars)}::text[],
        ${col((_, i) => bodies[i].other)}::text[]
      ) AS d(kind, ref_id, title_zh, title_en, title_vi, body_zh, body_en, body_vi, image, live, popularity, at,
             title_words, title_chars, title_other, body_words, body_chars, body_other)
      ON CONFLICT ("kind", "ref_id") DO UPDATE SET
        "title_zh" = EXCLUDED."title_zh", "title_en" = EXCLUDED."title_en", "title_vi" = EXCLUDED."title_vi",
        "body_zh" = EXCLUDED."body_zh", "body_en" = EXCLUDED."body_en", "body_vi" = EXCLUDED."body_vi",
        "image" = EXCLUDED."image", "live" = EXCLUDED."live", "popularity" = EXCLUDED."popularity",
        "at" = EXCLUDED."at", "terms" = EXCLUDED."terms", "updated_at" = now()`;
  }

  /** Removes these documents of a kind (the owner no longer has them). */
  remove(kind: SearchKind, refIds: readonly number[], db: Db = this.prisma): Promise<number> {
    if (refIds.length === 0) return Promise.resolve(0);
    return db.searchDocument.deleteMany({ where: { kind, refId: { in: [...refIds] } } }).then((r) => r.count);
  }

  /** Which of these documents of a kind the index holds. */
  async held(kind: SearchKind, refIds: readonly number[], db: Db = this.prisma): Promise<number[]> {
    const rows = await db.searchDocument.findMany({
      where: { kind, refId: { in: [...refIds] } },
      select: { refId: true },
    });
    return rows.map((row) => row.refId);
  }

  /**
   * Gathers the planner's statistics of every partition: which words are common decides whether a
   * kind's candidates are read newest first or from its GIN index. Autovacuum does it in time; a
   * fill of thousands of documents at start should not wait for it.
   */
  async analyse(db: Db = this.prisma): Promise<void> {
    await db.$executeRaw`ANALYZE "search"."documents"`;
  }

  async count(kind: SearchKind, db: Db = this.prisma): Promise<number> {
    return db.searchDocument.count({ where: { kind } });
  }

  /**
   * The newest `perKind` matches of each kind, best first: ts_rank_cd (title words weigh more than
   * body words), times a boost for what is live and, slowly growing, for what is popular; newest
   * first among equals. Only these are ranked (decision 057): each kind's subquery reads its own
   * partition newest first and stops after `perKind + 1` matches (the extra one tells that the kind
   * has more), through (kind, at, ref_id) for a broad word or the kind's GIN index for a rare one,
   * as the planner estimates; ranking every match of a broad word cost seconds at 100,000 posts.
   */
  async candidates(
    words: readonly QueryWord[],
    perKind: number,
    liveBoost: number,
    db: Db = this.prisma,
  ): Promise<Candidates> {
    // The query is spelled out in each subquery (not a CTE): the planner sees the words and
    // estimates how many of a kind match, which decides between the two plans.
    const newest = Prisma.join(
      SEARCH_KINDS.map(
        (kind) => Prisma.sql`(SELECT "kind", "ref_id", "at", "live", "popularity", "terms" FROM "search"."documents"
          WHERE "kind" = ${kind} AND "terms" @@ (${tsquery(words)})
          ORDER BY "at" DESC, "ref_id" DESC LIMIT ${perKind + 1})`,
      ),
      ' UNION ALL ',
    );
    const rows = await db.$queryRaw<(Candidate & { more: boolean })[]>`
      SELECT "kind", "ref_id" AS "refId", "more" FROM (
        SELECT c.*, row_number() OVER (PARTITION BY "kind" ORDER BY "at" DESC, "ref_id" DESC) AS "nth",
               count(*) OVER (PARTITION BY "kind") > ${perKind} AS "more"
        FROM (${newest}) AS c
      ) AS c
      WHERE "nth" <= ${perKind}
      ORDER BY ts_rank_cd("terms", ${tsquery(words)})
                 * (1 + CASE WHEN "live" THEN ${liveBoost}::float8 ELSE 0 END + ln(1 + greatest("popularity", 0)) / 20)
               DESC, "at" DESC, "ref_id" DESC`;
    return {
      ranked: rows.map(({ kind, refId }) => ({ kind, refId })),
      more: new Set(rows.filter((row) => row.more).map((row) => row.kind)),
    };
  }

  /** These documents in this order, with their title and body in the reader's language. */
  found(documents: readonly Candidate[], lang: keyof typeof TITLE, db: Db = this.prisma): Promise<FoundRow[]> {
    if (documents.length === 0) return Promise.resolve([]);
    const title = Prisma.raw(`d."${TITLE[lang]}"`);
    const body = Prisma.raw(`d."${BODY[lang]}"`);
    return db.$queryRaw<FoundRow[]>`
      SELECT d."kind", d."ref_id" AS "refId", ${title} AS "title", ${body} AS "body", d."image", d."live", d."at"
      FROM unnest(${documents.map((d) => d.kind)}::text[], ${documents.map((d) => d.refId)}::int[])
             WITH ORDINALITY AS asked("kind", "ref_id", "n")
      JOIN "search"."documents" AS d ON d."kind" = asked."kind" AND d."ref_id" = asked."ref_id"
      ORDER BY asked."n"`;
  }
}
