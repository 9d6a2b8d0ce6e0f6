import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SPORT_CATEGORIES } from '../../config/sport-categories';
import { HomeLiveRows } from '../../features/live/home/HomeLiveRows';
import { HotMatches } from '../../features/scores/hot/HotMatches';
import { HomeVideos } from '../../features/video/HomeVideos';
import { ErrorRegion } from '../../ui/ErrorRegion';
import { HydrateApart } from '../../ui/HydrateApart';
import { Icon } from '../../ui/Icon';
import './main.css';

/** The news block and the banners come in their own chunk: the first route's JS stays within its budget. */
const HomeNews = lazy(() =>
  import('../../features/community/HomeNews').then((module) => ({ default: module.HomeNews })),
);
const BannerCarousel = lazy(() =>
  import('../../features/community/BannerCarousel').then((module) => ({ default: module.BannerCarousel })),
);
const loading = <div className="skeleton-list" aria-busy="true" />;

/** Home: hero, sport categories, live rooms, hot matches, news and videos. */
export default function MainPage() {
  const { t } = useTranslation('pages');
  const { t: tl } = useTranslation('layout');
  return (
    <div className="page page--home">
      <section className="hero">
        <div className="hero__copy">
          <span className="badge badge--live">
            <i className="pulse" /> LIVE
          </span>
          <h1 className="hero__title">{t('home.heroTitle')}</h1>
          <p className="hero__text">{t('home.heroText')}</p>
          <div className="hero__actions">
            <Link to="/anchor?type=0" className="btn btn--primary btn--large">
              {t('home.watchLive')}
            </Link>
            <Link to="/football" className="btn btn--light btn--large">
              {t('home.openScores')}
            </Link>
          </div>
        </div>
        <div className="hero__screen" aria-hidden="true">
          <div className="hero__pitch">
            <Icon name="football" size={30} className="hero__ball" />
          </div>
        </div>
      </section>
      <div className="category-strip">
        {SPORT_CATEGORIES.map((category) => (
          <Link key={category.type} to={`/anchor?type=${category.type}`} className="category-chip">
            <Icon name={category.icon} />
            {tl(category.label)}
          </Link>
        ))}
      </div>
      <div className="home-grid">
        <div className="home-grid__main">
          <ErrorRegion name="liveRooms">
            <HomeLiveRows />
          </ErrorRegion>
          <ErrorRegion name="news">
            <Suspense fallback={loading}>
              <HomeNews title={t('home.news')} />
            </Suspense>
          </ErrorRegion>
        </div>
        <div className="home-grid__side">
          <ErrorRegion name="banners">
            <Suspense fallback={null}>
              <BannerCarousel />
            </Suspense>
          </ErrorRegion>
          <ErrorRegion name="hotMatches">
            <HydrateApart>
              <HotMatches title={t('home.hotMatches')} />
            </HydrateApart>
          </ErrorRegion>
          <ErrorRegion name="homeVideos">
            <HydrateApart>
              <HomeVideos title={t('home.videos')} />
            </HydrateApart>
          </ErrorRegion>
        </div>
      </div>
    </div>
  );
}
