import { DEMO_AUDIENCE } from '@arena/account';
import { fromEnv } from '@arena/shared';
import { DemoAudience } from './demo-audience';

export { DemoAudience } from './demo-audience';

/**
 * DEMO_AUDIENCE: the most demo viewers online at once, from the seeded demo audience accounts
 * (60 by default under `npm start`; 0 when NODE_ENV=production; the browser tests' stack sets 0).
 */
export function demoAudienceSize(): number {
  return fromEnv.number('DEMO_AUDIENCE', process.env.NODE_ENV === 'production' ? 0 : DEMO_AUDIENCE.length, {
    min: 0,
    max: DEMO_AUDIENCE.length,
    integer: true,
  });
}

/** The demo audience of a development stack whose edge answers at `baseUrl`; stop() ends it. */
export function startDemoAudience(
  baseUrl: string,
  size = demoAudienceSize(),
  log: (line: string) => void = console.log,
): DemoAudience {
  const audience = new DemoAudience({ baseUrl, accounts: DEMO_AUDIENCE, size, log });
  audience.start();
  return audience;
}
