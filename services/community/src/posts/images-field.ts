import { z } from 'zod';

/** Uploaded image URLs as a JSON array, or one comma-separated text (a form post); PostImages checks the count. */
export const Images = z.preprocess(
  (value) =>
    value === undefined || value === null || value === ''
      ? []
      : typeof value === 'string'
        ? value
            .split(',')
            .map((url) => url.trim())
            .filter(Boolean)
        : value,
  z.array(z.string().max(300)).max(10),
);
