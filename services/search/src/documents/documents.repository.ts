import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService } from '@arena/shared';
import type { SearchDocument, SearchKind } from '@arena/contracts';
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

export interface FoundRow {
  kind: SearchKind;
  refId: number;
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

  async count(kind: SearchKind, db: Db = this.prisma): Promise<number> {
    return db.searchDocument.count({ where: { kind } });
  }

  /** How many documents of each kind match. */
  async countByKind(words: readonly QueryWord[], db: Db = this.prisma): Promise<Map<SearchKind, number>> {
    const rows = await db.$queryRaw<{ kind: SearchKind; n: number }[]>`
      SELECT "kind", count(*)::int AS n FROM "search"."documents"
      WHERE "terms" @@ (${tsquery(words)}) GROUP BY "kind"`;
    return new Map(rows.map((row) => [row.kind, row.n]));
  }

  /**
   * A page of the matching documents, best first: ts_rank_cd (title words weigh more than body
   * words), times a boost for what is live and, slowly growing, for what is popular; newest first
   * among equals. The title and body come in the reader's language.
   */
  find(
    words: readonly QueryWord[],
    filter: { kind?: SearchKind; lang: keyof typeof TITLE; liveBoost: number },
    skip: number,
    take: number,
    db: Db = this.prisma,
  ): Promise<FoundRow[]> {
    const title = Prisma.raw(`"${TITLE[filter.lang]}"`);
    const body = Prisma.raw(`"${BODY[filter.lang]}"`);
    const kind = filter.kind ? Prisma.sql`AND "kind" = ${filter.kind}` : Prisma.empty;
    return db.$queryRaw<FoundRow[]>`
      SELECT "kind", "ref_id" AS "refId", ${title} AS "title", ${body} AS "body", "image", "live", "at"
      FROM "search"."documents", (SELECT ${tsquery(words)} AS q) AS query
      WHERE "terms" @@ query.q ${kind}
      ORDER BY ts_rank_cd("terms", query.q)
                 * (1 + CASE WHEN "live" THEN ${filter.liveBoost}::float8 ELSE 0 END + ln(1 + greatest("popularity", 0)) / 20)
               DESC, "at" DESC, "ref_id" DESC
      OFFSET ${skip} LIMIT ${take}`;
  }
}
