import { serviceUrl, bestVariant, MediaPlaylist, parseMediaPlaylist } from '@arena/shared';

const TIMEOUT_MS = 15_000;

/** An address players use (`/media/...`, or absolute), as this service reaches it: through the edge. */
export const throughEdge = (url: string) => new URL(url, serviceUrl('edge')).toString();

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response;
}

/**
 * A video's media playlist read as players read it, through the edge (so any media replica serves
 * it); a master playlist is followed to its best variant.
 */
export async function readPlaylist(url: string): Promise<MediaPlaylist & { url: string }> {
  let address = throughEdge(url);
  let text = await (await fetchOk(address)).text();
  const variant = bestVariant(text, address);
  if (variant) {
    address = variant;
    text = await (await fetchOk(address)).text();
  }
  return { ...parseMediaPlaylist(text, address), url: address };
}

/** A segment's bytes, through the edge. */
export async function readSegment(url: string): Promise<Buffer> {
  return Buffer.from(await (await fetchOk(url)).arrayBuffer());
}
