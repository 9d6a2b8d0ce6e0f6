import { Lang } from '@arena/shared';

/** The row's column of the caller's language: `pick(row, 'name', 'vi')` reads `nameVi`. */
export function pick<K extends string>(row: Record<`${K}${'Zh' | 'En' | 'Vi'}`, string>, field: K, lang: Lang): string {
  const suffix = lang === 'zh' ? 'Zh' : lang === 'vi' ? 'Vi' : 'En';
  return row[`${field}${suffix}`];
}
