/** Heat as the site shows it (spec 9): above 10000, value/10000 with one decimal and the suffix w. */
export function heatText(heat: number): string {
  return heat > 10_000 ? `${(Math.floor(heat / 1000) / 10).toFixed(1)}w` : String(heat);
}
