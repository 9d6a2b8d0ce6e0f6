import i18next from 'i18next';
import { confirmDialog } from './feedback';

/** The spec's 'under development' confirm, for features whose service has not landed yet. */
export function underDevelopment(): Promise<boolean> {
  return confirmDialog({
    message: i18next.t('common:underDevelopment'),
    okText: i18next.t('common:actions.ok'),
    cancelText: i18next.t('common:actions.cancel'),
  });
}
