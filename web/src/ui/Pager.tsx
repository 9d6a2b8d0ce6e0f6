import { useTranslation } from 'react-i18next';

/** Previous / page x of y / next, hidden when everything fits on one page. */
export function Pager({
  page,
  total,
  limit,
  onChange,
}: {
  page: number;
  total: number;
  limit: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('wallet');
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <div className="pager">
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('records.prev')}
      >
        ‹
      </button>
      <span className="num">{t('records.page', { page, pages })}</span>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
        aria-label={t('records.next')}
      >
        ›
      </button>
    </div>
  );
}
