import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { usePaidDanmakuStyles } from './nobility-queries';
import './nobility.css';

/** Next to the room's chat input: plain (free) danmaku, or one of the paid styles with its price. */
export function PaidDanmakuStylePicker({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (styleId: number | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('nobility');
  const lang = currentLang();
  const styles = usePaidDanmakuStyles(true);
  const chosen = styles.data?.find((style) => style.id === value);
  return (
    <select
      className="barrage-picker"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      aria-label={t('barrage.label')}
      title={t('barrage.label')}
      disabled={disabled}
      style={chosen ? { color: chosen.color } : undefined}
      data-testid="barrage-style"
    >
      <option value="">{t('barrage.free')}</option>
      {styles.data?.map((style) => (
        <option key={style.id} value={style.id}>
          {t('barrage.option', { name: style.name, diamonds: formatNumber(style.diamonds, lang) })}
        </option>
      ))}
    </select>
  );
}
