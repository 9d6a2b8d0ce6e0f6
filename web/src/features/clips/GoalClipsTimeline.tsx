import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { Timeline } from '../scores/detail/Timeline';
import type { MatchDetail } from '../scores/detail/use-match';
import { ClipPlayerDialog } from './ClipPlayer';
import { type ClipItem, useMatchClips } from './clip-queries';
import './clips-words';
import './clips.css';

/** The match's timeline with a "watch clip" beside each goal that a broadcasting room clipped. */
export function GoalClipsTimeline({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('clips');
  const clips = useMatchClips(match.match_id);
  const [playing, setPlaying] = useState<ClipItem>();
  const bySeq = new Map<number, ClipItem>();
  // The newest clip of a goal (one per broadcasting room): the list is newest first.
  for (const clip of clips.data?.list ?? [])
    if (clip.goal_seq !== null && !bySeq.has(clip.goal_seq)) bySeq.set(clip.goal_seq, clip);
  return (
    <>
      <Timeline
        match={match}
        extra={(event) => {
          const clip = bySeq.get(event.seq);
          if (!clip) return null;
          return (
            <button
              type="button"
              className="btn btn--ghost btn--small timeline__clip"
              data-testid="goal-clip"
              onClick={() => setPlaying(clip)}
            >
              <Icon name="play" size={14} /> {t('watch')}
            </button>
          );
        }}
      />
      {playing && <ClipPlayerDialog clip={playing} onClose={() => setPlaying(undefined)} />}
    </>
  );
}
