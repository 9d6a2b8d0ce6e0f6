import { z } from 'zod';

const hex32 = () =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^[0-9a-f]{32}$/, 'account.qr_invalid'));

export const CodeInput = z.object({ code: hex32() });
export type CodeInput = z.output<typeof CodeInput>;

/** The page that asked for a code proves it with the secret handed out with it. */
export const WatchInput = CodeInput.extend({ secret: hex32() });
export type WatchInput = z.output<typeof WatchInput>;

export const QrCodeOutput = z.object({
  code: z.string(),
  secret: z
    .string()
    .describe('Kept by the page that asked: the status and the live socket give the token only with it'),
  img: z.string().describe('PNG data URL'),
  expires_in: z.number(),
});

const QrStatus = z.enum(['waiting', 'scanned', 'confirmed']);
/** Where a scan login stands; the token comes once, when confirmed. */
export const QrStatusOutput = z.object({
  status: QrStatus,
  token: z.string().optional().describe('Once, when confirmed: the new session'),
});
