import { GOAL_SECONDS } from './goal-length';

/** The spec's goal sound length (about 6 s). */
export const GOAL_SOUND_SECONDS = GOAL_SECONDS;

type AudioContextCtor = new () => AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  const Ctor =
    (globalThis as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor }).AudioContext ??
    (globalThis as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
  if (!Ctor) return null;
  context ??= new Ctor();
  return context;
}

/**
 * The notes of the goal sound: a referee's whistle (two short, one long) and a rising crowd-horn
 * fanfare, filling about 6 s. Start times and lengths in seconds, frequencies in hertz.
 */
export function goalNotes(): { at: number; length: number; hz: number; kind: OscillatorType }[] {
  const whistle = [
    { at: 0, length: 0.18 },
    { at: 0.28, length: 0.18 },
    { at: 0.56, length: 0.9 },
  ].map((n) => ({ ...n, hz: 2_900, kind: 'sine' as const }));
  const fanfare = [523, 659, 784, 1047].flatMap((hz, i) => [
    { at: 1.7 + i * 0.45, length: 0.4, hz, kind: 'triangle' as const },
    { at: 3.6 + i * 0.45, length: i === 3 ? 0.8 : 0.4, hz, kind: 'triangle' as const },
  ]);
  return [...whistle, ...fanfare].filter((n) => n.at + n.length <= GOAL_SOUND_SECONDS);
}

/**
 * Plays the goal sound, generated with Web Audio (no recorded file). Browsers keep audio silent until
 * the visitor has interacted with the page; then it simply does not sound.
 */
export function playGoalSound(): void {
  const audio = audioContext();
  if (!audio) return;
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const start = audio.currentTime + 0.05;
  for (const note of goalNotes()) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = note.kind;
    osc.frequency.value = note.hz;
    gain.gain.setValueAtTime(0.0001, start + note.at);
    gain.gain.exponentialRampToValueAtTime(0.18, start + note.at + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
    osc.connect(gain).connect(audio.destination);
    osc.start(start + note.at);
    osc.stop(start + note.at + note.length + 0.02);
  }
}
