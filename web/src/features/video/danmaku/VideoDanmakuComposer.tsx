import * as Popover from '@radix-ui/react-popover';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { Icon } from '../../../ui/Icon';
import { toast } from '../../../ui/feedback';
import { loginDialog } from '../../auth/login-dialog';
import type { DanmakuMode } from '../../danmaku/danmaku-source';
import { DanmakuSettingsPopover } from '../../danmaku/DanmakuSettingsPopover';
import { DANMAKU_COLORS, DANMAKU_MODES, type DanmakuColor } from '@arena/protocol';
import { MyDanmakuPopover } from './MyDanmakuPopover';
import type { VideoDanmaku } from './use-video-danmaku';
import './video-danmaku-words';

/** The live danmaku's limit, which the service enforces too. */
const MAX_LENGTH = 100;

/**
 * The send box under a video: the line goes out at the current playback position in the chosen
 * colour and position, and flies at once; beside it the danmaku settings shared with live rooms.
 */
export function VideoDanmakuComposer({ danmaku, loggedIn }: { danmaku: VideoDanmaku; loggedIn: boolean }) {
  const { t } = useTranslation('videoDanmaku');
  const [text, setText] = useState('');
  const [color, setColor] = useState<DanmakuColor>(DANMAKU_COLORS[0]);
  const [mode, setMode] = useState<DanmakuMode>('scroll');
  const send = useMutation({
    mutationFn: (value: string) => danmaku.post(value, { color, mode }),
    onSuccess: () => setText(''),
    onError: (error) => !(error instanceof ApiError) && toast.error(t('failed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value && !send.isPending) send.mutate(value);
  };

  return (
    <form className="video-danmaku-composer" onSubmit={submit} data-testid="video-danmaku-composer">
      <DanmakuSettingsPopover />
      {loggedIn ? (
        <>
          <Popover.Root>
            <Popover.Trigger
              className="danmaku-settings__trigger video-danmaku-composer__style"
              aria-label={t('style')}
              data-testid="video-danmaku-style"
            >
              <Icon name="flame" />
              <i className="video-danmaku-composer__swatch" style={{ background: color }} aria-hidden="true" />
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                className="danmaku-popover video-danmaku-style"
                side="top"
                sideOffset={8}
                collisionPadding={8}
              >
                <fieldset className="video-danmaku-style__row">
                  <legend>{t('color')}</legend>
                  <span className="video-danmaku-style__colors">
                    {DANMAKU_COLORS.map((option) => (
                      <button
                        key={option}
                        type="button"
                        className="video-danmaku-style__color"
                        style={{ background: option }}
                        aria-label={t(`colors.${option}`)}
                        aria-pressed={color === option}
                        onClick={() => setColor(option)}
                      />
                    ))}
                  </span>
                </fieldset>
                <fieldset className="video-danmaku-style__row">
                  <legend>{t('mode')}</legend>
                  <span className="danmaku-segmented">
                    {DANMAKU_MODES.map((option) => (
                      <button
                        key={option}
                        type="button"
                        aria-pressed={mode === option}
                        className={mode === option ? 'active' : ''}
                        onClick={() => setMode(option)}
                      >
                        {t(`modes.${option}`)}
                      </button>
                    ))}
                  </span>
                </fieldset>
                <Popover.Arrow className="danmaku-popover__arrow" />
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
          <input
            className="video-danmaku-composer__input"
            value={text}
            maxLength={MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('placeholder')}
            aria-label={t('placeholder')}
            enterKeyHint="send"
            data-testid="video-danmaku-input"
          />
          <button
            type="submit"
            className="btn btn--primary"
            disabled={send.isPending || !text.trim()}
            data-testid="video-danmaku-send"
          >
            {t('send')}
          </button>
          <MyDanmakuPopover videoId={danmaku.timeline.videoId} timeline={danmaku.timeline} />
        </>
      ) : (
        <button
          type="button"
          className="btn btn--outline video-danmaku-composer__login"
          onClick={() => loginDialog.open()}
        >
          {t('login')}
        </button>
      )}
    </form>
  );
}
