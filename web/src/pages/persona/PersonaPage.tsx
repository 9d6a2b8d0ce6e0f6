import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

/** A personal card (query id): the user's public profile and posts. */
export default function PersonaPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <div className="page">
      <PageHeader title={t('persona.title')} subtitle={Number.isInteger(id) && id > 0 ? t('persona.id', { id }) : undefined} />
      <PendingSection what="persona" icon="user" />
    </div>
  );
}
