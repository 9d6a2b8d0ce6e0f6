import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBanners } from './community-queries';
import './community.css';

const EVERY_MS = 5000;

/** The home page's banners, one at a time, moving on every 5 s (paused while hovered or focused). */
export function BannerCarousel() {
  const { t } = useTranslation('community');
  const banners = useBanners();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.data?.length ?? 0;
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), EVERY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);
  if (banners.isPending) return <div className="banner-carousel banner-carousel--loading" aria-busy="true" />;
  if (!count) return null;
  const current = banners.data![index % count];
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="banners"
    >
      <Link to={current.link} className="banner-carousel__slide">
        <img src={current.image} alt="" width={1200} height={400} />
        <span className="banner-carousel__title">{current.title}</span>
      </Link>
      <div className="banner-carousel__dots">
        {banners.data!.map((banner, n) => (
          <button
            key={banner.id}
            type="button"
            className={`banner-carousel__dot${n === index % count ? ' banner-carousel__dot--active' : ''}`}
            aria-label={t('bannerGo', { n: n + 1 })}
            aria-pressed={n === index % count}
            onClick={() => setIndex(n)}
          />
        ))}
      </div>
    </section>
  );
}
