import { describe, expect, it } from 'vitest';
import { thumbnailOf } from './thumbnail';

describe('thumbnailOf', () => {
  it('names the WebP thumbnail of an uploaded raster picture, and leaves anything else alone', () => {
    expect(thumbnailOf('/uploads/2026/11/a.png')).toBe('/uploads/2026/11/a.png.w480.webp');
    expect(thumbnailOf('/uploads/2026/11/a.jpg')).toBe('/uploads/2026/11/a.jpg.w480.webp');
    expect(thumbnailOf('/uploads/community/pictures/3.svg')).toBe('/uploads/community/pictures/3.svg');
    expect(thumbnailOf('/uploads/2026/11/a.gif')).toBe('/uploads/2026/11/a.gif');
    expect(thumbnailOf('https://example.com/a.png')).toBe('https://example.com/a.png');
  });
});
