import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { failureKind } from '../api/failure-kind';
import { Icon } from './Icon';

/** The parts of the site that fail alone; each is named in `common:regions`. */
export type RegionName =
  | 'page'
  | 'search'
  | 'hotMatches'
  | 'searchResults'
  | 'liveRooms'
  | 'userMenu'
  | 'messages'
  | 'download'
  | 'player'
  | 'chat'
  | 'giftBar'
  | 'roomHeader'
  | 'roomEffects'
  | 'goalPopup'
  | 'hornBanner'
  | 'dialogs'
  | 'realtime'
  | 'videos'
  | 'videoRank'
  | 'videoComments'
  | 'homeVideos'
  | 'streamerWorks'
  | 'news'
  | 'banners'
  | 'circles'
  | 'feed'
  | 'comments'
  | 'posts'
  | 'notifications'
  | 'autoReply'
  | 'foresight';

/** How the message sits: a block in the flow, one line (top bar, bars), or a card over the page (pop-ups). */
export type RegionLayout = 'block' | 'inline' | 'floating';

interface Props {
  name: RegionName;
  layout?: RegionLayout;
  /** Values whose change clears the failure (the page's path). */
  resetKeys?: unknown[];
  children: ReactNode;
}

/**
 * An error boundary around one region of the site (react-error-boundary): a fault in a widget shows
 * what failed, in the user's language, with a retry, while the rest of the page keeps working. A
 * retry also drops the answers no component is using any more (the failed widget's among them), so
 * a malformed answer is asked for again instead of failing again from the cache.
 */
export function ErrorRegion({ name, layout = 'block', resetKeys, children }: Props) {
  const queryClient = useQueryClient();
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      onReset={() => void queryClient.resetQueries({ type: 'inactive' })}
      fallbackRender={(props) => <RegionFailure {...props} name={name} layout={layout} />}
    >
      {children}
    </ErrorBoundary>
  );
}

export function RegionFailure({
  error,
  resetErrorBoundary,
  name,
  layout,
}: FallbackProps & { name: RegionName; layout: RegionLayout }) {
  const { t } = useTranslation('common');
  const kind = failureKind(error);
  const title = t('errors.regionFailed', { what: t(`regions.${name}`) });
  const hint = kind === 'service' && error instanceof Error && error.message ? error.message : t(`errors.${kind}Hint`);
  return (
    <div
      className={`region-error region-error--${layout}`}
      role="alert"
      data-testid={`region-error-${name}`}
      data-kind={kind}
    >
      <Icon name="warning" size={layout === 'block' ? 28 : 16} />
      <div className="region-error__text">
        <p className="region-error__title">{title}</p>
        <p className={layout === 'inline' ? 'sr-only' : 'region-error__hint'}>{hint}</p>
      </div>
      <button type="button" className="btn btn--small btn--ghost region-error__retry" onClick={resetErrorBoundary}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
