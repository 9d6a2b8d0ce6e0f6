import type { Emoticon as EmoticonName } from './message-rules';

/** Eyes and mouth of each face, drawn as SVG so no emoji font is needed (phones without one show boxes). */
const FACES: Record<EmoticonName, { fill: string; eyes: string; mouth: string; extra?: string }> = {
  smile: { fill: '#ffcc4d', eyes: 'M8 9.5h.01M16 9.5h.01', mouth: 'M7.5 14.5q4.5 4 9 0' },
  laugh: { fill: '#ffcc4d', eyes: 'M7 10l2-1.5M17 10l-2-1.5', mouth: 'M7 13.5h10q-1 5-5 5t-5-5z' },
  wink: { fill: '#ffcc4d', eyes: 'M8 9.5h.01M14.5 9.5h3', mouth: 'M8 15q4 3 8 0' },
  love: {
    fill: '#ffcc4d',
    eyes: 'M6.5 9.5l1.5 1.5 1.5-1.5M14.5 9.5l1.5 1.5 1.5-1.5',
    mouth: 'M8 15q4 3 8 0',
    extra: '#e0245e',
  },
  cool: {
    fill: '#ffcc4d',
    eyes: 'M5.5 8.5h13v2a2 2 0 0 1-2 2h-2a2 2 0 0 1-2-2 2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2z',
    mouth: 'M9 15.5q3 2 6 0',
  },
  surprised: { fill: '#ffcc4d', eyes: 'M8 9h.01M16 9h.01', mouth: 'M12 14a2 2.5 0 1 0 .01 0z' },
  sad: { fill: '#ffcc4d', eyes: 'M8 10h.01M16 10h.01', mouth: 'M8 17q4-3.5 8 0' },
  angry: { fill: '#f4900c', eyes: 'M7 8.5l3 1.5M17 8.5l-3 1.5', mouth: 'M8.5 16.5q3.5-2.5 7 0' },
  thumbsup: { fill: '#ffcc4d', eyes: '', mouth: 'M7 11h3l2-5q2 0 1.5 3l-.5 2h4a1.5 1.5 0 0 1 0 3l-1 4H7z' },
  fire: { fill: '#f4900c', eyes: '', mouth: 'M12 4q5 5 3 9 2-1 2-3 3 4 0 8-3 2-6 1-4-2-3-7 1 2 2 2-1-5 2-10z' },
  clap: { fill: '#ffcc4d', eyes: '', mouth: 'M8 7l5 5M10 5l5 5M6 10l6 6M4 5l2 2M18 4l-1 2M20 7l-2 1' },
  goal: {
    fill: '#ffffff',
    eyes: '',
    mouth: 'M12 7l3 2.2-1.1 3.6h-3.8L9 9.2zM12 7V4M15 9.2l3-1M13.9 12.8l2 2.5M10.1 12.8l-2 2.5M9 9.2l-3-1',
  },
};

/** One `[name]` emoticon, inline with the text and sized to it. */
export function Emoticon({ name }: { name: EmoticonName }) {
  const face = FACES[name];
  return (
    <svg className="emoticon" viewBox="0 0 24 24" width="1.3em" height="1.3em" role="img" aria-label={`[${name}]`}>
      <circle cx="12" cy="12" r="10.5" fill={face.fill} stroke="#c8901a" strokeWidth="0.8" />
      {face.eyes && (
        <path
          d={face.eyes}
          stroke={face.extra ?? '#664500'}
          strokeWidth="2.2"
          strokeLinecap="round"
          fill={name === 'cool' ? '#292f33' : 'none'}
        />
      )}
      <path
        d={face.mouth}
        stroke="#664500"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill={name === 'laugh' || name === 'surprised' ? '#664500' : 'none'}
      />
    </svg>
  );
}
