import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';
import { Tabs } from '../../ui/Tabs';

type Board = 'anchor' | 'wealth' | 'popularity';

export default function RankPage() {
  const { t } = useTranslation('pages');
  const [board, setBoard] = useState<Board>('anchor');
  return (
    <div className="page">
      <PageHeader title={t('rank.title')} subtitle={t('rank.subtitle')} />
      <Tabs<Board> items={(['anchor', 'wealth', 'popularity'] as const).map((key) => ({ key, label: t(`rank.boards.${key}`) }))} active={board} onChange={setBoard} />
      <PendingSection what="rank" icon="trophy" />
    </div>
  );
}
