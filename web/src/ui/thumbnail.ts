/**
 * The thumbnail of an uploaded picture (png, jpg or webp under /uploads/): a WebP at most 480 px wide
 * that the account service makes on upload (or on first request for older files). Anything else, a
 * seeded SVG or a picture from elsewhere, is shown as it is.
 */
export function thumbnailOf(url: string): string {
  return /^\/uploads\/.+\.(png|jpg|webp)$/.test(url) ? `${url}.w480.webp` : url;
}
