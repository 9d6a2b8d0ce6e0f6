/** "6222021234567890123" -> "**** **** **** 0123". */
export const maskCardNumber = (card: string) => `**** **** **** ${card.slice(-4)}`;

/** "张三丰" -> "*三丰"; "Nguyen Van A" -> "*guyen Van A": everything but the first character. */
export const maskHolder = (name: string) => `*${[...name].slice(1).join('')}`;

/** Mobile "13812345678" -> "138****5678"; e-mail "alice@example.com" -> "al***@example.com". */
export function maskAlipayAccount(account: string): string {
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
  return account.length > 7 ? `${account.slice(0, 3)}****${account.slice(-4)}` : `${account.slice(0, 1)}***`;
}
