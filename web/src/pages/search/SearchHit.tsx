import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataOf } from '../../api/typed';
import { currentLang } from '../../i18n/i18n';

export type Hit = DataOf<'/api/search', 'get'>['list'][number];
type Piece = Hit['title'][number];

/** Where each kind of hit leads (a team: the search for its matches). */
function linkOf(hit: Hit, title: string): string {
  switch (hit.kind) {
    case 'streamer':
    case 'room':
      return `/live?id=${hit.id}`;
    case 'match':
      return `/score-detail?id=${hit.id}`;
    case 'team':
      return `/search?name=${encodeURIComponent(title.slice(0, 10))}&kind=match`;
    case 'post':
      return `/circle-detail?id=${hit.id}`;
    case 'article':
      return `/detail?id=${hit.id}`;
    case 'video':
      return `/video-player?id=${hit.id}`;
  }
}

/** Text with the matched words in <mark>: every piece a text node, never HTML. */
export function Marked({ pieces }: { pieces: Piece[] }) {
  return (
    <>{pieces.map((piece, i) => (piece.hit ? <mark key={i}>{piece.text}</mark> : <span key={i}>{piece.text}</span>))}</>
  );
}

export function SearchHit({ hit }: { hit: Hit }) {
  const { t } = useTranslation('pages');
  const title = hit.title.map((piece) => piece.text).join('');
  const when = new Date(hit.at).getTime() > 0 ? new Date(hit.at).toLocaleDateString(currentLang()) : '';
  return (
    <li>
      <Link to={linkOf(hit, title)} className="search-hit card" data-testid="search-hit" data-kind={hit.kind}>
        {hit.image ? (
          <img className={`search-hit__image search-hit__image--${hit.kind}`} src={hit.image} alt="" loading="lazy" />
        ) : (
          <span className="search-hit__image search-hit__image--none" aria-hidden="true">
            {t(`search.kinds.${hit.kind}`).slice(0, 1)}
          </span>
        )}
        <span className="search-hit__text">
          <span className="search-hit__meta">
            <span className="search-hit__kind">{t(`search.kinds.${hit.kind}`)}</span>
            {hit.live && <span className="badge badge--live">{t('search.live')}</span>}
            {when && hit.kind !== 'streamer' && hit.kind !== 'team' && <span>{when}</span>}
          </span>
          <span className="search-hit__title" data-testid="search-hit-title">
            <Marked pieces={hit.title} />
          </span>
          {hit.snippet.length > 0 && (
            <span className="search-hit__snippet" data-testid="search-hit-snippet">
              <Marked pieces={hit.snippet} />
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
