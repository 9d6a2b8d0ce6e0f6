/**
 * Pictures made for the project by code (SVG): circle icons, post pictures, news covers and banners.
 * Nothing downloaded; text on them is Latin (scores, short names) so they read without CJK fonts.
 */
const PALETTE = ['#e8590c', '#1971c2', '#2f9e44', '#c2255c', '#6741d9', '#0c8599', '#f08c00', '#5c940d'];
const esc = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const colour = (n: number) => PALETTE[((n % PALETTE.length) + PALETTE.length) % PALETTE.length];

/** The sport's mark: a ball, a hoop, a racket... drawn in lines. */
const MARKS: Record<string, string> = {
  football: '<circle cx="50" cy="50" r="26"/><path d="M50 34 l12 9 -5 14 h-14 l-5 -14z"/>',
  basketball:
    '<circle cx="50" cy="50" r="26"/><path d="M24 50 h52 M50 24 v52 M32 31 q12 19 0 38 M68 31 q-12 19 0 38"/>',
  tennis: '<ellipse cx="44" cy="42" rx="18" ry="22"/><path d="M56 58 l16 18"/><circle cx="72" cy="36" r="7"/>',
  badminton: '<path d="M40 70 l-8 -34 h36 l-8 34z M36 36 l14 -12 14 12"/><circle cx="50" cy="74" r="6"/>',
  esports:
    '<rect x="24" y="38" width="52" height="26" rx="13"/><path d="M36 46 v10 M31 51 h10"/><circle cx="62" cy="48" r="3"/><circle cx="68" cy="55" r="3"/>',
  other: '<path d="M30 72 h40 M38 72 v-8 h24 v8 M42 64 q-16 -30 8 -38 q24 8 8 38"/>',
};

export function circleIconSvg(sport: string, n: number, initials: string): string {
  const mark = MARKS[sport];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
<rect width="100" height="100" rx="22" fill="${colour(n)}"/><g fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${mark ?? ''}</g>
${mark ? '' : `<text x="50" y="62" text-anchor="middle" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff">${esc(initials)}</text>`}</svg>`;
}

/** A post's picture: a stand, floodlights and a crowd's lights at dusk, different for each n. */
export function pictureSvg(n: number): string {
  const sky = colour(n);
  const lights = Array.from({ length: 14 }, (_, i) => {
    const x = 20 + ((i * 97 + n * 31) % 600);
    const y = 250 + ((i * 53 + n * 17) % 80);
    return `<circle cx="${x}" cy="${y}" r="${2 + ((i + n) % 3)}" fill="#fff" opacity="0.7"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#101418"/></linearGradient></defs>
<rect width="640" height="480" fill="url(#s)"/><path d="M0 230 Q320 150 640 230 V480 H0z" fill="#1b2229"/>
<ellipse cx="320" cy="400" rx="260" ry="60" fill="#2b8a3e"/><ellipse cx="320" cy="400" rx="80" ry="18" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>
<g stroke="#dee2e6" stroke-width="4"><line x1="${60 + (n % 5) * 10}" y1="60" x2="${60 + (n % 5) * 10}" y2="230"/><line x1="${580 - (n % 4) * 12}" y1="60" x2="${580 - (n % 4) * 12}" y2="230"/></g>
<circle cx="${60 + (n % 5) * 10}" cy="60" r="16" fill="#fff9db"/><circle cx="${580 - (n % 4) * 12}" cy="60" r="16" fill="#fff9db"/>${lights}</svg>`;
}

/** A news cover: the two sides' short names and the score, or a title mark for other articles. */
export function coverSvg(n: number, lines: { top: string; middle: string; bottom: string }): string {
  const a = colour(n);
  const b = colour(n + 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/><path d="M0 300 L640 220 V360 H0z" fill="#000" opacity="0.18"/>
<circle cx="${520 - (n % 7) * 20}" cy="${70 + (n % 5) * 12}" r="90" fill="#fff" opacity="0.08"/>
<g font-family="sans-serif" fill="#fff" text-anchor="middle">
<text x="320" y="90" font-size="26" opacity="0.85">${esc(lines.top)}</text>
<text x="320" y="205" font-size="76" font-weight="700">${esc(lines.middle)}</text>
<text x="320" y="270" font-size="28">${esc(lines.bottom)}</text></g></svg>`;
}

export function bannerSvg(n: number, headline: string, sport: string): string {
  const mark = MARKS[sport] ?? MARKS.other;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b1320"/><stop offset="1" stop-color="${colour(n)}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<g transform="translate(820 40) scale(3.2)" fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="3" stroke-linecap="round">${mark}</g>
<text x="80" y="215" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">${esc(headline)}</text>
<rect x="80" y="250" width="140" height="8" rx="4" fill="${colour(n + 2)}"/></svg>`;
}
