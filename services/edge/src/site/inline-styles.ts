import { readFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * A rendered page's stylesheets written into it: the first paint waits for no stylesheet request
 * (on a phone's network each is a round trip before anything shows). Each keeps a `disabled` link
 * of its own name, which the browser does not fetch and Vite's loader takes as already there (it
 * would otherwise fetch the page chunk's styles again before the app hydrates). The files are
 * hashed, so their text is read once.
 */
export class InlineStyles {
  private readonly texts = new Map<string, string>();

  constructor(private readonly siteDir: string) {}

  page(html: string): string {
    return html.replace(STYLESHEET, (link, href: string) => {
      const css = this.text(href);
      return css === undefined ? link : `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
    });
  }

  private text(href: string): string | undefined {
    let css = this.texts.get(href);
    if (css === undefined) {
      try {
        // `</style` cannot occur in a style element's text: written as CSS's own escape of `/`.
        css = readFileSync(path.join(this.siteDir, href), 'utf8').replaceAll('</style', '<\\/style');
      } catch {
        return undefined;
      }
      this.texts.set(href, css);
    }
    return css;
  }
}
