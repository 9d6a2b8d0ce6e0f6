import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { COMMON_MESSAGES } from '../i18n/common.messages';
import { registerMessages, translate } from '../i18n/messages';
import { characters, fields } from './fields';
import { validate } from './validate';

registerMessages(COMMON_MESSAGES);
const schema = z.object({ title: z.string(), extra: z.object({ name: z.string() }).optional() });

/** The English message `validate` answers for `input`, or 'valid'. */
function answer(input: unknown, against: z.ZodType = schema): string {
  try {
    validate(against, input);
    return 'valid';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return translate(error.messageKey, 'en', error.params);
  }
}

describe('validate: text anyone can type', () => {
  it('refuses a lone UTF-16 surrogate anywhere, naming the field (jsonb and Postgres text refuse it)', () => {
    expect(answer({ title: 'ab\ud800cd' })).toBe('title contains characters that are not valid text');
    expect(answer({ title: 'ok', extra: { name: '\udfff' } })).toBe(
      'extra.name contains characters that are not valid text',
    );
    expect(answer({ title: 'ok', ['\ud800']: 'x' })).toBe('? contains characters that are not valid text');
  });

  it('accepts characters outside the BMP written as a surrogate pair', () => {
    expect(answer({ title: '進球了 😀⚽ 𠀀' })).toBe('valid');
  });

  it('refuses NUL and other control characters first', () => {
    expect(answer({ title: 'a\u0000b' })).toBe('title must not contain control characters');
  });
});

describe('text fields: lengths in characters', () => {
  const title = z.object({ title: fields.text(3) });

  it('counts an emoji or a CJK extension character as one, trimming the ends', () => {
    expect(answer({ title: ' 😀⚽𠀀 ' }, title)).toBe('valid');
    expect(answer({ title: '😀😀😀😀' }, title)).toBe('title must be at most 3 characters');
    expect(answer({ title: '   ' }, title)).toBe('title is required');
  });

  it('keeps spaces where the field says so, and shows the limits in the document', () => {
    expect(validate(z.object({ text: characters(5, { trim: false }) }), { text: ' a ' })).toEqual({ text: ' a ' });
    expect(z.toJSONSchema(title, { io: 'input' }).properties?.title).toMatchObject({
      type: 'string',
      minLength: 1,
      maxLength: 3,
    });
  });
});
