import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/api';
import { useSession } from '../../features/auth/use-session';
import { CategoryToggle } from '../../features/video/CategoryToggle';
import { VideoBrowser } from '../../features/video/VideoBrowser';
import { useVideoCategories } from '../../features/video/use-categories';
import { videoKeys } from '../../features/video/video-keys';
import { currentLang } from '../../i18n/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorRegion } from '../../ui/ErrorRegion';
import { Icon, type IconName } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import '../../features/video/video.css';

/** One video category (query id, name) with its videos; without an id, every category to follow. */
export default function VideoClassifyPage() {
  const { t } = useTranslation('video');
  const [params] = useSearchParams();
  const categories = useVideoCategories();
  const id = Number(params.get('id')) || undefined;
  const category = categories.data?.find((candidate) => candidate.id === id);
  if (!id) return <AllCategories />;
  return (
    <div className="page">
      <PageHeader
        title={category?.name ?? params.get('name') ?? t('classify.title')}
        subtitle={category ? t('classify.videos', { n: category.videos }) : undefined}
      >
        {category && <CategoryToggle id={category.id} mine={category.is_mine === 1} />}
      </PageHeader>
      <ErrorRegion name="videos">
        <VideoBrowser classificationId={id} />
      </ErrorRegion>
    </div>
  );
}

function AllCategories() {
  const { t } = useTranslation('video');
  const { token } = useSession();
  const [keyword, setKeyword] = useState('');
  const lang = currentLang();
  const all = useVideoCategories();
  const term = keyword.trim();
  const found = useQuery({
    queryKey: [...videoKeys.categories(lang, Boolean(token)), 'search', term],
    queryFn: () => api.get('/api/videocclassification/search', { keyword: term }),
    enabled: term.length > 0,
  });
  const shown = term ? found.data : all.data;
  const mine = all.data?.filter((category) => category.is_mine === 1) ?? [];
  return (
    <div className="page">
      <PageHeader title={t('classify.title')} subtitle={t('classify.subtitle')} />
      <input
        type="search"
        className="category-search"
        value={keyword}
        maxLength={20}
        placeholder={t('classify.searchPlaceholder')}
        aria-label={t('classify.searchPlaceholder')}
        onChange={(event) => setKeyword(event.target.value)}
      />
      {token && mine.length > 0 && !term && (
        <section className="section">
          <h2 className="section__title">{t('classify.mine')}</h2>
          <div className="chips">
            {mine.map((category) => (
              <Link
                key={category.id}
                className="chip chip--active"
                to={`/video-classify?id=${category.id}&name=${encodeURIComponent(category.name)}`}
              >
                {category.name}
              </Link>
            ))}
          </div>
        </section>
      )}
      {all.isError ? (
        <EmptyState icon="warning" title={t('list.failed')} compact />
      ) : shown?.length === 0 ? (
        <EmptyState icon="search" title={t('classify.noMatch')} compact />
      ) : (
        <ul className="category-grid" data-testid="category-grid">
          {shown?.map((category) => (
            <li key={category.id} className="category-card">
              <Link
                to={`/video-classify?id=${category.id}&name=${encodeURIComponent(category.name)}`}
                className="category-card__link"
              >
                <Icon name={category.icon as IconName} size={28} />
                <span className="category-card__name">{category.name}</span>
                <span className="muted small">
                  {t('classify.videos', { n: category.videos })}
                  {category.recommended === 1 && (
                    <span className="badge category-card__badge">{t('classify.recommended')}</span>
                  )}
                </span>
              </Link>
              <CategoryToggle id={category.id} mine={category.is_mine === 1} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
