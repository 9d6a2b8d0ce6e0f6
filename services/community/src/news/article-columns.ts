import { Names } from './match-report';

/** A written article's texts as the `community.articles` columns, cut to their lengths. */
export const columns = (a: { title: Names; summary: Names; body: Names }) => ({
  titleZh: a.title.zh.slice(0, 120),
  titleEn: a.title.en.slice(0, 120),
  titleVi: a.title.vi.slice(0, 120),
  summaryZh: a.summary.zh.slice(0, 300),
  summaryEn: a.summary.en.slice(0, 300),
  summaryVi: a.summary.vi.slice(0, 300),
  bodyZh: a.body.zh,
  bodyEn: a.body.en,
  bodyVi: a.body.vi,
});
