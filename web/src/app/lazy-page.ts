import type { ComponentType } from 'react';
import { NetworkError } from '../api/api-error';

/** The spec's chunk-load timeout: a route chunk that has not arrived by then fails the navigation (a network failure). */
export const CHUNK_TIMEOUT_MS = 120_000;

export type PageModule = { default: ComponentType };

export function withChunkTimeout(
  load: () => Promise<PageModule>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): () => Promise<PageModule> {
  return () =>
    new Promise<PageModule>((resolve, reject) => {
      const timer = setTimeout(() => reject(new NetworkError(`chunk load timed out after ${timeoutMs} ms`)), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
