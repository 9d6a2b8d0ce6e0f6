import { Lang } from '@arena/shared';

/** The name of a row in the caller's language. */
export const nameIn = (row: { nameZh: string; nameEn: string; nameVi: string }, lang: Lang): string =>
  lang === 'en' ? row.nameEn : lang === 'vi' ? row.nameVi : row.nameZh;
