import {
  AUTO_REPLY_CLIENT_PREFIX,
  ImCustomPayload,
  ImFilePayload,
  ImImagePayload,
  ImMessage,
  ImMessageBody,
  ImMessageKind,
  ImSenderMarks,
} from '@arena/protocol';
import { AppError, characters, Prisma } from '@arena/shared';
import { z } from 'zod';

/** Links in messages are http(s) or our own uploads: never `javascript:` or `data:` for the client to open. */
const safeUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/uploads\/[^\s]+$/.test(value), 'im.url_invalid');

const ImageBody = z.object({
  url: safeUrl,
  width: z.coerce.number().int().min(0).max(20_000).optional(),
  height: z.coerce.number().int().min(0).max(20_000).optional(),
});
const FileBody = z.object({
  url: safeUrl,
  name: characters(200, { min: 1 }),
  size: z.coerce.number().int().min(0).optional(),
});
const CustomBody = z.object({
  type: z.coerce.number().int(),
  id: z.union([z.number(), z.string().max(64)]).optional(),
  title: characters(100, { trim: false }).optional(),
  imageUrl: safeUrl.optional(),
  price: z.coerce.number().min(0).optional(),
  name: characters(64, { trim: false }).optional(),
  avatar: safeUrl.or(z.literal('')).optional(),
});

/** The message part of a send: one of four shapes, chosen by `type`. */
export const MessageBodyInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: characters(10_000, { trim: false }) }),
  z.object({ type: z.literal('image'), image: ImageBody }),
  z.object({ type: z.literal('file'), file: FileBody }),
  z.object({ type: z.literal('custom'), custom: CustomBody }),
]);
/** A message as HTTP answers it: the zod twin of the protocol's ImMessage, for the API document. */
export const ImMessageOutput = z.object({
  id: z.string(),
  clientId: z.string().optional(),
  type: z.enum(['text', 'image', 'file', 'custom']),
  text: z.string(),
  payload: z
    .union([
      z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() }),
      z.object({ url: z.string(), name: z.string(), size: z.number().optional() }),
      z.object({
        type: z.number(),
        id: z.union([z.number(), z.string()]).optional(),
        title: z.string().optional(),
        imageUrl: z.string().optional(),
        price: z.number().optional(),
        name: z.string().optional(),
        avatar: z.string().optional(),
      }),
    ])
    .nullable(),
  from: z.string(),
  nick: z.string(),
  avatar: z.string(),
  groupId: z.string().optional(),
  to: z.string().optional(),
  time: z.number().describe('ms since epoch'),
}) satisfies z.ZodType<ImMessage>;

/** A client's retry key; the automatic replies' prefix is the gateway's own. */
export const ClientIdInput = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((id) => !id.startsWith(AUTO_REPLY_CLIENT_PREFIX))
  .optional();

/** What is stored: raw text (never HTML) and the structured payload. */
export interface StoredBody {
  type: ImMessageKind;
  text: string;
  payload: Prisma.InputJsonValue | typeof Prisma.DbNull;
}

// Control characters other than tab and newline have no place in chat text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/**
 * Normalises a body for storage: text keeps its characters as typed (the client renders it as text,
 * so `<b>` stays the four characters `<b>`); empty or newline-only text is refused, as is text
 * longer than the limit of its channel.
 */
export function toStoredBody(body: ImMessageBody, maxText: number): StoredBody {
  switch (body.type) {
    case 'text': {
      const text = body.text.replace(CONTROL, '').replace(/^[\s]+|[\s]+$/g, '');
      if (!text) throw AppError.fail('im.text_empty');
      if ([...text].length > maxText) throw AppError.fail('im.text_too_long', { max: maxText });
      return { type: 'text', text, payload: Prisma.DbNull };
    }
    case 'image':
      return { type: 'image', text: '', payload: { ...body.image } };
    case 'file':
      return { type: 'file', text: body.file.name, payload: { ...body.file } };
    case 'custom':
      return { type: 'custom', text: body.custom.title ?? body.custom.name ?? '', payload: { ...body.custom } };
  }
}

export interface StoredMessage {
  id: bigint;
  clientId: string | null;
  type: ImMessageKind;
  text: string;
  payload: Prisma.JsonValue;
  senderId: string;
  createdAt: Date;
}

export interface SenderProfile {
  nick: string;
  avatar: string;
  marks?: ImSenderMarks;
}

/** A stored row as the client receives it. */
export function toImMessage(
  row: StoredMessage,
  sender: SenderProfile | undefined,
  target: { groupId: string } | { to: string },
): ImMessage {
  return {
    id: row.id.toString(),
    ...(row.clientId ? { clientId: row.clientId } : {}),
    type: row.type,
    text: row.text,
    payload: (row.payload ?? null) as ImImagePayload | ImFilePayload | ImCustomPayload | null,
    from: row.senderId,
    nick: sender?.nick || row.senderId,
    avatar: sender?.avatar ?? '',
    ...target,
    ...(sender?.marks ? { marks: sender.marks } : {}),
    time: row.createdAt.getTime(),
  };
}
