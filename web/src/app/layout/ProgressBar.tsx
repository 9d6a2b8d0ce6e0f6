import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** A thin bar across the top while a route (and its chunk) loads. */
export function ProgressBar() {
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');

  useEffect(() => {
    if (loading) {
      setPhase('running');
      return;
    }
    setPhase((current) => (current === 'running' ? 'done' : current));
    const timer = setTimeout(() => setPhase('idle'), 300);
    return () => clearTimeout(timer);
  }, [loading]);

  if (phase === 'idle') return null;
  return <div className={`progress progress--${phase}`} role="progressbar" aria-busy={phase === 'running'} data-testid="route-progress" />;
}
