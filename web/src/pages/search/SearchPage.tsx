import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';
import { Tabs } from '../../ui/Tabs';

type Kind = 'all' | 'anchor' | 'live' | 'match';

/** Search results for query `name`: streamers, live rooms and matches. */
export default function SearchPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const name = params.get('name') ?? '';
  const [kind, setKind] = useState<Kind>('all');
  return (
    <div className="page">
      <PageHeader title={name ? t('search.titleFor', { name }) : t('search.title')} />
      <Tabs<Kind> items={(['all', 'anchor', 'live', 'match'] as const).map((key) => ({ key, label: t(`search.kinds.${key}`) }))} active={kind} onChange={setKind}>
        <PendingSection what="search" icon="search" />
      </Tabs>
    </div>
  );
}
