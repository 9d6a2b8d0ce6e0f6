import type { RoomType } from '../rooms/room-types';

/**
 * Room covers made for the project: a 16:9 SVG of the sport's playing surface (pitch, court, table)
 * drawn with lines, under a light of the variant's colour. Generated, never downloaded.
 */
const LIGHTS = ['#ff922b', '#ffd43b', '#74c0fc', '#f783ac', '#b197fc', '#63e6be', '#ffa8a8'];

const SURFACES: Record<RoomType, { ground: [string, string]; lines: string }> = {
  // football pitch: touchlines, halfway line, centre circle, penalty boxes
  1: {
    ground: ['#2b8a3e', '#0b3d1a'],
    lines: `<rect x="60" y="50" width="520" height="260" /><line x1="320" y1="50" x2="320" y2="310" /><circle cx="320" cy="180" r="46" />
<rect x="60" y="110" width="80" height="140" /><rect x="500" y="110" width="80" height="140" /><circle cx="320" cy="180" r="3" fill="#fff" />`,
  },
  // basketball court: key, three-point arcs, centre circle
  2: {
    ground: ['#d9480f', '#4a1b06'],
    lines: `<rect x="60" y="50" width="520" height="260" /><line x1="320" y1="50" x2="320" y2="310" /><circle cx="320" cy="180" r="40" />
<rect x="60" y="130" width="110" height="100" /><rect x="470" y="130" width="110" height="100" />
<path d="M60 70 A140 110 0 0 1 60 290" transform="translate(170 0) scale(0.6 1) translate(-60 0)" /><path d="M580 70 A140 110 0 0 0 580 290" transform="translate(470 0) scale(0.6 1) translate(-580 0)" />`,
  },
  // card table and a controller pad
  3: {
    ground: ['#5f3dc4', '#15082e'],
    lines: `<ellipse cx="320" cy="180" rx="250" ry="120" /><rect x="230" y="130" width="56" height="80" rx="8" transform="rotate(-12 258 170)" />
<rect x="300" y="125" width="56" height="80" rx="8" transform="rotate(6 328 165)" /><rect x="372" y="132" width="56" height="80" rx="8" transform="rotate(18 400 172)" />`,
  },
  // tennis court: doubles and singles lines, service boxes, net
  4: {
    ground: ['#1c7ed6', '#0a2540'],
    lines: `<rect x="80" y="60" width="480" height="240" /><line x1="80" y1="90" x2="560" y2="90" /><line x1="80" y1="270" x2="560" y2="270" />
<line x1="320" y1="55" x2="320" y2="305" stroke-width="6" /><line x1="200" y1="90" x2="200" y2="270" /><line x1="440" y1="90" x2="440" y2="270" />
<line x1="200" y1="180" x2="440" y2="180" />`,
  },
  // badminton court: long and short service lines, net, a shuttle
  5: {
    ground: ['#0ca678', '#04332a'],
    lines: `<rect x="90" y="70" width="460" height="220" /><line x1="90" y1="90" x2="550" y2="90" /><line x1="90" y1="270" x2="550" y2="270" />
<line x1="320" y1="65" x2="320" y2="295" stroke-width="6" /><line x1="260" y1="70" x2="260" y2="290" /><line x1="380" y1="70" x2="380" y2="290" />
<line x1="110" y1="180" x2="260" y2="180" /><line x1="380" y1="180" x2="530" y2="180" /><path d="M470 120 l24 -30 l10 8 z" fill="#fff" />`,
  },
  // a stadium bowl with floodlights
  6: {
    ground: ['#495057', '#121416'],
    lines: `<ellipse cx="320" cy="200" rx="240" ry="100" /><ellipse cx="320" cy="200" rx="170" ry="62" />
<line x1="110" y1="40" x2="110" y2="120" /><line x1="530" y1="40" x2="530" y2="120" /><circle cx="110" cy="40" r="10" fill="#fff" /><circle cx="530" cy="40" r="10" fill="#fff" />`,
  },
};

export function coverSvg(type: RoomType, variant: number): string {
  const { ground, lines } = SURFACES[type];
  const light = LIGHTS[variant % LIGHTS.length];
  const lightX = 15 + ((variant * 37) % 70);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient>
<radialGradient id="l" cx="${lightX}%" cy="0%" r="80%"><stop offset="0" stop-color="${light}" stop-opacity="0.55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs>
<rect width="640" height="360" fill="url(#g)"/><g fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="3">${lines}</g>
<rect width="640" height="360" fill="url(#l)"/></svg>`;
}
