import { Lang } from '@arena/shared';

/** The name of a row in the caller's language. */
export const nameIn = (row: { nameZh: string; nameEn: string; nameVi: string }, lang: Lang): string =>
  lang === 'en' ? row.nameEn : lang === 'vi' ? row.nameVi : row.nameZh;

/** A row's name in every language, as contracts carry it. */
export const namesOf = (row: { nameZh: string; nameEn: string; nameVi: string }) => ({
  zh: row.nameZh,
  en: row.nameEn,
  vi: row.nameVi,
});
