import type { ImMessageBody } from '@arena/protocol';
import * as Popover from '@radix-ui/react-popover';
import { useMutation } from '@tanstack/react-query';
import { type ClipboardEvent, type DragEvent, type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/feedback';
import { attachmentBody, checkAttachment, filesOf } from './attachments';
import { Emoticon } from './Emoticon';
import { EMOTICONS, isSendable } from './message-rules';
import { Tooltip } from '../../ui/Tooltip';

/** The spec's private text limit (the server refuses longer text with its own message). */
export const PRIVATE_TEXT_MAX = 1000;

/**
 * Text input with an emoticon picker (a Radix popover: focus moves in, Escape or a click outside
 * closes it) and attachments. Enter sends, Shift+Enter makes a new line; text that is empty or only
 * newlines is ignored (spec section 5) and stays in the box. Pictures and files come from the clip
 * button, a paste or a drop; each is uploaded, then sent as its own message.
 */
export function Composer({
  onSend,
  disabled,
}: {
  onSend: (body: ImMessageBody) => Promise<boolean>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [picker, setPicker] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const chooser = useRef<HTMLInputElement>(null);

  const sendText = useMutation({
    mutationFn: (value: string) => onSend({ type: 'text', text: value }),
    onSuccess: (sent) => sent && setText(''),
    onSettled: () => input.current?.focus(),
  });
  const sendFile = useMutation({
    mutationFn: async (file: File) => onSend(await attachmentBody(file)),
  });

  const send = () => {
    if (!isSendable(text) || sendText.isPending) return;
    sendText.mutate(text);
  };

  const attach = (files: File[]) => {
    if (disabled) return;
    for (const file of files) {
      const problem = checkAttachment(file);
      if (problem) toast.error(t(problem));
      else sendFile.mutate(file);
    }
  };

  const insert = (name: string) => {
    setText((current) => `${current}[${name}]`.slice(0, PRIVATE_TEXT_MAX));
    setPicker(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = filesOf(event.clipboardData);
    if (files.length === 0) return;
    event.preventDefault();
    attach(files);
  };
  const onDrop = (event: DragEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDragging(false);
    attach(filesOf(event.dataTransfer));
  };

  return (
    <form
      className={`im-composer${dragging ? ' im-composer--drop' : ''}`}
      onSubmit={onSubmit}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="im-composer"
    >
      {dragging && <div className="im-composer__drop muted">{t('attachHint')}</div>}
      <Popover.Root open={picker} onOpenChange={setPicker}>
        <Popover.Trigger className="im-composer__tool" aria-label={t('emoticons')} data-testid="im-emoticons">
          <Emoticon name="smile" />
        </Popover.Trigger>
        <Popover.Content
          className="im-composer__picker"
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('emoticons')}
          // After a pick the caret goes back to the text, where the code was added.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          data-testid="im-emoticon-picker"
        >
          {EMOTICONS.map((name) => (
            <Tooltip key={name} content={`[${name}]`}>
              <button type="button" className="im-composer__emoticon" onClick={() => insert(name)}>
                <Emoticon name={name} />
              </button>
            </Tooltip>
          ))}
        </Popover.Content>
      </Popover.Root>
      <Tooltip content={t('attach')}>
        <button
          type="button"
          className="im-composer__tool"
          aria-label={t('attach')}
          disabled={disabled}
          onClick={() => chooser.current?.click()}
          data-testid="im-attach"
        >
          <Icon name="attach" size={20} />
        </button>
      </Tooltip>
      <input
        ref={chooser}
        type="file"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          attach([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
        data-testid="im-file"
      />
      <textarea
        ref={input}
        className="im-composer__input"
        value={text}
        maxLength={PRIVATE_TEXT_MAX}
        rows={2}
        aria-label={t('message')}
        placeholder={
          sendFile.isPending && sendFile.variables
            ? t('uploading', { name: sendFile.variables.name })
            : t('placeholder')
        }
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        disabled={disabled}
        data-testid="im-input"
      />
      <button
        type="submit"
        className="btn btn--primary btn--small"
        disabled={disabled || sendText.isPending || !isSendable(text)}
        data-testid="im-send"
      >
        {t('send')}
      </button>
    </form>
  );
}
