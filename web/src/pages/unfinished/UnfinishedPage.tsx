import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import type { IconName } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';

/** What a route whose feature is not built yet says: keys of the `pages` namespace. */
export interface UnfinishedContent {
  /** The page's header; without one, the empty state alone, centred (the spec's test pages). */
  header?: { title: string; subtitle: string };
  /** The designed empty state, never made-up rows; its text may name the route (`{{path}}`). */
  empty: { title: string; text: string };
  icon: IconName;
}

/**
 * The one page of every route whose feature (or the service behind it) is not built yet: its header
 * and the empty state saying what will appear there. The route table gives each route its texts.
 */
export function UnfinishedPage({ header, empty, icon }: UnfinishedContent) {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const state = <EmptyState icon={icon} title={t(empty.title)} description={t(empty.text, { path: pathname })} />;
  if (!header) return <div className="page page--center">{state}</div>;
  return (
    <div className="page">
      <PageHeader title={t(header.title)} subtitle={t(header.subtitle)} />
      <section className="section">{state}</section>
    </div>
  );
}

/** The page of one route, its texts bound: a route's component takes no props. */
export function unfinishedPage(content: UnfinishedContent): ComponentType {
  return function Unfinished() {
    return <UnfinishedPage {...content} />;
  };
}
