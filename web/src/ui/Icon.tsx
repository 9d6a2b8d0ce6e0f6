/** One small icon set (24 px grid, filled), so no glyph depends on the visitor's emoji font. */
const PATHS = {
  star: 'M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  football: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 3.3l3.2 2.3-1.2 3.8h-4L8.8 7.6zM5.6 9.7l2.2.7 1.3 4-1.4 2.1-2.6-.1A8 8 0 0 1 4 12c0-.8.6-1.6 1.6-2.3zm12.8 0c1 .7 1.6 1.5 1.6 2.3a8 8 0 0 1-1.1 4.4l-2.6.1-1.4-2.1 1.3-4zM10 16h4l1.3 2.3A8 8 0 0 1 12 20a8 8 0 0 1-3.3-.7z',
  basketball: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 2.06A8 8 0 0 1 19.94 11H13zM11 4.06V11H4.06A8 8 0 0 1 11 4.06zM4.06 13H11v6.94A8 8 0 0 1 4.06 13zM13 19.94V13h6.94A8 8 0 0 1 13 19.94z',
  esports: 'M7 6h10a5 5 0 0 1 5 5v2a4 4 0 0 1-7.2 2.4L14 14h-4l-.8 1.4A4 4 0 0 1 2 13v-2a5 5 0 0 1 5-5zm0 3v2H5v2h2v2h2v-2h2v-2H9V9zm9 1a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm2 2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  tennis: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM6.2 5.8A10 10 0 0 1 6.2 18.2 8 8 0 0 1 6.2 5.8zm11.6 0a8 8 0 0 1 0 12.4 10 10 0 0 1 0-12.4z',
  badminton: 'M12 2l4.5 9h-9zm-4 11h8l-1 3H9zm1 5h6a3 3 0 0 1-6 0z',
  medal: 'M7 2h10l-3 6h-4zm5 7a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zm0 3l1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.2-2.4 1.2.5-2.6-1.9-1.8 2.6-.4z',
  heart: 'M12 21l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z',
  trophy: 'M7 2h10v2h4v3a5 5 0 0 1-4.6 5A5 5 0 0 1 13 15.9V18h4v3H7v-3h4v-2.1A5 5 0 0 1 7.6 12 5 5 0 0 1 3 7V4h4zm0 4H5v1a3 3 0 0 0 2 2.8zm10 0v3.8A3 3 0 0 0 19 7V6z',
  calendar: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zm-2 8h14v10H5zm2 2v2h2v-2zm4 0v2h2v-2zm4 0v2h2v-2z',
  phone: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 2v14h10V4zm5 15a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm8 7L4 6v2l8 5 8-5V6z',
  up: 'M12 4l8 8h-5v8H9v-8H4z',
  tv: 'M21 3H3a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h5v2h8v-2h5a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm0 14H3V5h18zM10 8v6l5-3z',
  news: 'M4 3h13v2h3a1 1 0 0 1 1 1v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V4a1 1 0 0 1 1-1zm2 4v2h8V7zm0 4v2h8v-2zm0 4v2h5v-2zm11-8v11a1 1 0 0 0 2 0V7z',
  film: 'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v2h2V6zm12 0v2h2V6zM5 10v2h2v-2zm12 0v2h2v-2zM5 14v2h2v-2zm12 0v2h2v-2zm-7-5v6l5-3z',
  chat: 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2zm3 6v2h2V9zm4 0v2h2V9zm4 0v2h2V9z',
  chart: 'M4 20h16v2H2V2h2zm2-3v-7h3v7zm5 0V5h3v12zm5 0v-5h3v5z',
  clock: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v5l4 2.5-1 1.6-5-3V7z',
  book: 'M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 2v16h12V4h-2v7l-2.5-1.5L11 11V4z',
  expert: 'M12 3l11 6-11 6L1 9zm-6 8.2l6 3.3 6-3.3V16c0 1.7-2.7 3-6 3s-6-1.3-6-3zM21 10v6h-2v-5z',
  eye: 'M12 5c5 0 9 4 10.5 7C21 15 17 19 12 19S3 15 1.5 12C3 9 7 5 12 5zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  search: 'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z',
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-5 0-9 2.5-9 5v3h18v-3c0-2.5-4-5-9-5z',
  lock: 'M6 10V8a6 6 0 1 1 12 0v2h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1zm2 0h8V8a4 4 0 1 0-8 0zm3 4v4h2v-4z',
  warning: 'M12 2l11 19H1zm-1 7v6h2V9zm0 8v2h2v-2z',
  flask: 'M9 2h6v2h-1v5.5l6 10A2 2 0 0 1 18.3 22H5.7A2 2 0 0 1 4 19.5l6-10V4H9zm3 10l-3.5 6h7z',
  mic: 'M12 2a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V5a3 3 0 0 1 3-3zm-7 9h2a5 5 0 0 0 10 0h2a7 7 0 0 1-6 6.9V21h-2v-3.1A7 7 0 0 1 5 11z',
  folder: 'M3 5a2 2 0 0 1 2-2h5l2 2h7a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  play: 'M8 5v14l11-7z',
  wallet: 'M5 3h13v3h1a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H5a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3zm0 2a1 1 0 0 0 0 2h11V5zm12 8a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 18, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={className ?? 'icon'}>
      <path fill="currentColor" d={PATHS[name]} />
    </svg>
  );
}
