import { Lang } from '@arena/shared';

/** The name of a catalogue row (gift, danmaku style...) in the caller's language. */
export function localizedName(row: { nameZh: string; nameEn: string; nameVi: string }, lang: Lang): string {
  return lang === 'en' ? row.nameEn : lang === 'vi' ? row.nameVi : row.nameZh;
}
