import { realtimeStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/** socket.io's HTTP side through the edge: only the site's own pages may use it, with the site's headers. */
describe('socket.io origins and headers', () => {
  const { stack } = useStack(realtimeStack);
  const poll = (origin?: string) =>
    fetch(`${stack.url('edge')}/socket.io/?EIO=4&transport=polling`, { headers: origin ? { origin } : {} });

  it('refuses a page of another site and reflects no origin', async () => {
    const answer = await poll('https://evil.example');
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("opens for the site's own pages and for clients without an Origin, with the site's security headers", async () => {
    const own = new URL(stack.url('edge')).origin;
    for (const answer of [await poll(own), await poll()]) {
      expect(answer.status).toBe(200);
      expect((await answer.text()).startsWith('0{')).toBe(true);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
