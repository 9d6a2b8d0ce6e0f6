import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

/** Chat, for users with chat permission; served by the realtime gateway. */
export default function ChatPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="page">
      <PageHeader title={t('chat.title')} subtitle={t('chat.subtitle')} />
      <PendingSection what="chat" icon="chat" />
    </div>
  );
}
