import { Injectable } from '@nestjs/common';
import { SearchDocument } from '@arena/contracts';
import { CommunityArticle } from '@arena/shared';
import { SearchablePost, SearchDocumentsRepository } from './search-documents.repository';

/** A post as the search index takes it: found by its text, its author and its circle. */
function postDocument(post: SearchablePost): SearchDocument {
  const name = post.authorName;
  return {
    kind: 'post',
    ref_id: post.id,
    title: { zh: name, en: name, vi: name },
    body: {
      zh: `${post.content}\n${post.circle.nameZh}`,
      en: `${post.content}\n${post.circle.nameEn}`,
      vi: `${post.content}\n${post.circle.nameVi}`,
    },
    image: post.authorAvatar,
    live: false,
    popularity: post.likeCount + post.commentCount,
    at: post.createdAt.toISOString(),
  };
}

/** A news article in its three languages: the title, then the summary and the text. */
function articleDocument(article: CommunityArticle): SearchDocument {
  return {
    kind: 'article',
    ref_id: article.id,
    title: { zh: article.titleZh, en: article.titleEn, vi: article.titleVi },
    body: {
      zh: `${article.summaryZh}\n${article.bodyZh}`,
      en: `${article.summaryEn}\n${article.bodyEn}`,
      vi: `${article.summaryVi}\n${article.bodyVi}`,
    },
    image: article.cover,
    live: false,
    popularity: article.views,
    at: article.publishedAt.toISOString(),
  };
}

/** The search service's copies of posts and news articles (decision 048). */
@Injectable()
export class SearchDocumentsService {
  constructor(private readonly repository: SearchDocumentsRepository) {}

  async documents(asked: { kind: 'post' | 'article'; ids?: number[]; after: number; limit: number }) {
    if (asked.kind === 'post') return { list: (await this.repository.posts(asked)).map(postDocument) };
    return { list: (await this.repository.articles(asked, new Date())).map(articleDocument) };
  }
}
