import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-error';
import { newRequestKey, RequestKeys } from './request-key';

describe('request keys of paying calls', () => {
  const sameGift = (a: { gift: number }, b: { gift: number }) => a.gift === b.gift;

  it('are 32 hex characters, new each time', () => {
    expect(newRequestKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newRequestKey()).not.toBe(newRequestKey());
  });

  it('keep the key of an order whose outcome is unknown (no answer, a server error) for the same order only', () => {
    const keys = new RequestKeys(sameGift);
    const first = keys.requestKeyFor({ gift: 1 });
    keys.settled(new NetworkError('Failed to fetch'));
    expect(keys.requestKeyFor({ gift: 1 })).toBe(first);
    keys.settled(new ApiError(1, 'Service temporarily unavailable', null, 503));
    expect(keys.requestKeyFor({ gift: 1 })).toBe(first);
    keys.settled(new NetworkError('timeout'));
    expect(keys.requestKeyFor({ gift: 2 })).not.toBe(first);
  });

  it('spend the key once answered, done or refused', () => {
    const keys = new RequestKeys(sameGift);
    const paid = keys.requestKeyFor({ gift: 1 });
    keys.settled();
    const refused = keys.requestKeyFor({ gift: 1 });
    expect(refused).not.toBe(paid);
    keys.settled(new ApiError(1, 'Not enough diamonds', null, 200));
    expect(keys.requestKeyFor({ gift: 1 })).not.toBe(refused);
  });
});
