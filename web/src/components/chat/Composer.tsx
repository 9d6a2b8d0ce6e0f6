import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Emoticon } from './Emoticon';
import { EMOTICONS, isSendable } from './message-rules';

/** The spec's private text limit (the server refuses longer text with its own message). */
export const PRIVATE_TEXT_MAX = 1000;

/**
 * Text input with an emoticon picker. Enter sends, Shift+Enter makes a new line; text that is empty
 * or only newlines is ignored (spec section 5) and stays in the box.
 */
export function Composer({ onSend, disabled }: { onSend: (text: string) => Promise<boolean>; disabled?: boolean }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [picker, setPicker] = useState(false);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  const send = async () => {
    if (!isSendable(text) || sending) return;
    setSending(true);
    const sent = await onSend(text);
    setSending(false);
    if (sent) setText('');
    input.current?.focus();
  };

  const insert = (name: string) => {
    setText((current) => `${current}[${name}]`.slice(0, PRIVATE_TEXT_MAX));
    setPicker(false);
    input.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form className="im-composer" onSubmit={onSubmit} data-testid="im-composer">
      {picker && (
        <div className="im-composer__picker" role="listbox" aria-label={t('emoticons')}>
          {EMOTICONS.map((name) => (
            <button key={name} type="button" role="option" aria-selected={false} className="im-composer__emoticon" onClick={() => insert(name)} title={`[${name}]`}>
              <Emoticon name={name} />
            </button>
          ))}
        </div>
      )}
      <button type="button" className="im-composer__tool" aria-label={t('emoticons')} aria-expanded={picker} onClick={() => setPicker((open) => !open)}>
        <Emoticon name="smile" />
      </button>
      <textarea
        ref={input}
        className="im-composer__input"
        value={text}
        maxLength={PRIVATE_TEXT_MAX}
        rows={2}
        placeholder={t('placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        data-testid="im-input"
      />
      <button type="submit" className="btn btn--primary btn--small" disabled={disabled || sending || !isSendable(text)} data-testid="im-send">
        {t('send')}
      </button>
    </form>
  );
}
