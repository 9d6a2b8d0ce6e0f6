// `npx tsx tools/web/app-icons.ts`: draws the installable site's PNG icons from its SVG ones
// (web/public/icons/*.svg, the project's own artwork) in Chromium, at the sizes Android's install
// and iOS's home screen ask for. Run again after changing an SVG; the PNGs are committed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const icons = path.resolve(__dirname, '../../web/public/icons');
const OUTPUTS = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
  // iOS draws its own rounded corners over a full square.
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon.png', size: 180 },
];

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const { svg, png, size } of OUTPUTS) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const markup = readFileSync(path.join(icons, svg), 'utf8');
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${markup}`,
      );
      await page.screenshot({ path: path.join(icons, png), omitBackground: true });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

void main();
