import { internal } from './internal';
import type { Stack } from './stack';

/**
 * Video arrives for a streamer's room as the media service reports it (`liveContracts.publishStarted`
 * with a fresh stream key): the room goes on the air. For the live service's suites, which boot no
 * media service; the media suite pushes real streams with ffmpeg.
 */
export async function videoArrives(stack: Stack, token: string): Promise<{ room_id: number; broadcast_id: number }> {
  const key = await stack.api.post('/api/stream-keys').set('token', token).send({});
  const started = await internal(stack, 'live', 'post', '/internal/pushes/started').send({ stream_key: key.body.data.stream_key });
  if (!started.body.data?.accepted) throw new Error(`the push was refused: ${JSON.stringify(started.body)}`);
  return started.body.data;
}
