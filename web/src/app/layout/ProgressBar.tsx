import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** A thin bar across the top while a route (and its chunk) loads. */
export function ProgressBar() {
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  // A load that ends leaves the bar full for a moment ("done") before it goes.
  const [wasLoading, setWasLoading] = useState(loading);
  const [finishing, setFinishing] = useState(false);
  if (loading !== wasLoading) {
    setWasLoading(loading);
    setFinishing(!loading);
  }
  useEffect(() => {
    if (!finishing) return;
    const timer = setTimeout(() => setFinishing(false), 300);
    return () => clearTimeout(timer);
  }, [finishing]);
  const phase = loading ? 'running' : finishing ? 'done' : 'idle';

  if (phase === 'idle') return null;
  return (
    <div
      className={`progress progress--${phase}`}
      role="progressbar"
      aria-busy={phase === 'running'}
      data-testid="route-progress"
    />
  );
}
