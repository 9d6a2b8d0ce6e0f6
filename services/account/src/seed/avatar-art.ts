/** The seeded avatar set: simple, friendly SVG badges in the product's colours, generated not downloaded. */
const PALETTE = [
  '#ff5a1f',
  '#f03e3e',
  '#1c7ed6',
  '#37b24d',
  '#f59f00',
  '#7048e8',
  '#0ca678',
  '#e64980',
  '#495057',
  '#1098ad',
  '#d9480f',
  '#5c940d',
];
/** White marks drawn as paths (a ball, a star, a trophy...): text glyphs would need an emoji font. */
const MARKS = [
  '<circle cx="64" cy="64" r="26" fill="none" stroke="#fff" stroke-width="6"/><path d="M64 50l12 9-5 14H57l-5-14z" fill="#fff"/>',
  '<circle cx="64" cy="64" r="26" fill="none" stroke="#fff" stroke-width="6"/><path d="M38 64h52M64 38v52M46 45q18 19 0 38M82 45q-18 19 0 38" fill="none" stroke="#fff" stroke-width="4"/>',
  '<path d="M64 34l9 19 21 3-15 15 4 21-19-10-19 10 4-21-15-15 21-3z" fill="#fff"/>',
  '<path d="M46 38h36v14a18 18 0 0 1-36 0zM58 70h12v10h10v8H48v-8h10zM46 42H36a10 10 0 0 0 10 16M82 42h10a10 10 0 0 1-10 16" fill="#fff" stroke="#fff" stroke-width="3"/>',
  '<path d="M64 32q22 20 10 40 10-4 10-14 14 18 0 32-14 8-28 2-18-10-12-30 4 8 10 8-8-22 10-38z" fill="#fff"/>',
  '<circle cx="64" cy="64" r="28" fill="none" stroke="#fff" stroke-width="6"/><circle cx="64" cy="64" r="14" fill="none" stroke="#fff" stroke-width="6"/><circle cx="64" cy="64" r="4" fill="#fff"/>',
];

export function avatarSvg(index: number): string {
  const color = PALETTE[index % PALETTE.length];
  const mark = MARKS[index % MARKS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1a1b1e"/></linearGradient></defs>
<rect width="128" height="128" rx="64" fill="url(#g)"/>${mark}</svg>`;
}

export const AVATAR_COUNT = PALETTE.length;
