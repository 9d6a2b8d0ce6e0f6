/** The seeded avatar set: simple, friendly SVG badges in the product's colours, generated not downloaded. */
const PALETTE = ['#ff5a1f', '#f03e3e', '#1c7ed6', '#37b24d', '#f59f00', '#7048e8', '#0ca678', '#e64980', '#495057', '#1098ad', '#d9480f', '#5c940d'];
const GLYPHS = ['⚽', '🏀', '🎾', '🏸', '🎮', '🏆', '⭐', '🔥', '🎯', '🥇', '🏈', '🏐'];

export function avatarSvg(index: number): string {
  const color = PALETTE[index % PALETTE.length];
  const glyph = GLYPHS[index % GLYPHS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1a1b1e"/></linearGradient></defs>
<rect width="128" height="128" rx="64" fill="url(#g)"/><text x="64" y="84" font-size="56" text-anchor="middle">${glyph}</text></svg>`;
}

export const AVATAR_COUNT = PALETTE.length;
