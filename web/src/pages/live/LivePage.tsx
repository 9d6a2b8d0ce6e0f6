import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { Tabs } from '../../ui/Tabs';

type Panel = 'chat' | 'rank' | 'guard';

/** The live room: dark player area with the streamer header, and the chat / rank / guard panel. */
export default function LivePage() {
  const { t } = useTranslation('pages');
  const [panel, setPanel] = useState<Panel>('chat');
  return (
    <div className="page page--live">
      <div className="live">
        <div className="live__stage">
          <div className="live__header">
            <span className="avatar avatar--placeholder" style={{ width: 40, height: 40 }} aria-hidden="true" />
            <div>
              <div className="live__title">{t('live.offlineTitle')}</div>
              <div className="muted small">{t('live.offlineText')}</div>
            </div>
          </div>
          <div className="player" data-testid="player">
            <div className="player__offline">
              <span className="player__icon" aria-hidden="true">
                ▶
              </span>
              <p>{t('live.notLive')}</p>
            </div>
          </div>
        </div>
        <aside className="live__panel">
          <Tabs<Panel> items={(['chat', 'rank', 'guard'] as const).map((key) => ({ key, label: t(`live.panels.${key}`) }))} active={panel} onChange={setPanel} />
          <EmptyState icon="chat" title={t(`live.panelEmpty.${panel}`)} compact />
        </aside>
      </div>
    </div>
  );
}
