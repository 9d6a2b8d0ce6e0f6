/** Mainland China resident ID: 18 characters, a valid birth date and the ISO 7064 MOD 11-2 check digit. */
export function isValidChineseId(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const birth = id.slice(6, 14);
  const date = new Date(`${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10).replace(/-/g, '') !== birth || date > new Date())
    return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return '10X98765432'[sum % 11] === id[17];
}

/** Vietnamese citizen ID (CCCD): 12 digits; the older CMND: 9 digits. */
export const isValidVietnameseId = (id: string): boolean => /^(\d{12}|\d{9})$/.test(id);

export function maskIdNumber(id: string): string {
  return `${id.slice(0, 3)}${'*'.repeat(Math.max(id.length - 7, 0))}${id.slice(-4)}`;
}

export function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? '*' : `${'*'.repeat(chars.length - 1)}${chars[chars.length - 1]}`;
}
