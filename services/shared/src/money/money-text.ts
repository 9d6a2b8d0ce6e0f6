/** Diamonds read like the spec's gold: no trailing zeros ("100", "10.5"). */
export function diamondsText(value: { toString(): string } | string | number): string {
  const text = Number(String(value)).toFixed(2);
  return text.replace(/\.?0+$/, '') || '0';
}

/** Yuan with two places ("10.50"). */
export function yuanText(value: { toString(): string } | string | number): string {
  return Number(String(value)).toFixed(2);
}
