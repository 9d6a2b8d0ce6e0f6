import type { ImMessage } from '@arena/protocol';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNobleTiers } from '../../../gifts/nobility-queries';
import { ModerationMenu } from '../moderation/ModerationMenu';
import { Tooltip } from '../../../../ui/Tooltip';
import '../../chat-line.css';

export interface ChatRoles {
  roomId: number;
  streamerId: number;
  /** The viewer's chat id. */
  me: string | undefined;
  /** Users made room staff while the page is open (setAdministrations events). */
  staff: ReadonlySet<string>;
  canModerate: boolean;
  canAppoint: boolean;
}

/** Wealth levels are coloured by band of ten (1-9, 10-19, ...), the highest band from 40 up. */
const levelBand = (level: number) => Math.min(4, Math.floor(level / 10));

/**
 * One danmaku in the list: badges (streamer, room admin, guest, me, the sender's noble tier, wealth
 * level and worn fan badge), the nick, then the text as text; a noble's line carries their tier's colour.
 */
export function ChatLine({ message, roles }: { message: ImMessage; roles: ChatRoles }) {
  const { t } = useTranslation('live');
  const nobleTier = useNobleTiers()(message.marks?.noble);
  if (!message.from) {
    return (
      <li className="chat-line chat-line--notice" data-testid="chat-notice">
        {message.text}
      </li>
    );
  }
  const own = message.from === roles.me;
  const uid = /^\d+$/.test(message.from) ? Number(message.from) : undefined;
  const isStreamer = uid === roles.streamerId;
  const nick = message.nick || message.from;
  const moderatable = roles.canModerate && uid !== undefined && !own && !isStreamer;
  return (
    <li
      className={`chat-line${own ? ' chat-line--own' : ''}${nobleTier ? ' chat-line--noble' : ''}`}
      data-testid="chat-line"
      data-from={message.from}
      style={nobleTier ? ({ '--noble-color': nobleTier.privileges.danmaku_color } as CSSProperties) : undefined}
    >
      {isStreamer && <span className="chat-badge chat-badge--anchor">{t('badges.anchor')}</span>}
      {roles.staff.has(message.from) && <span className="chat-badge chat-badge--staff">{t('badges.staff')}</span>}
      {uid === undefined && <span className="chat-badge chat-badge--guest">{t('badges.guest')}</span>}
      {own && <span className="chat-badge chat-badge--me">{t('badges.me')}</span>}
      {message.marks?.noble && (
        <span className="chat-badge chat-badge--noble" data-testid="chat-noble">
          {nobleTier?.name ?? t('badges.noble', { level: message.marks.noble })}
        </span>
      )}
      {message.marks && (
        <>
          <span className="sr-only">{t('badges.level')}</span>
          <Tooltip content={t('badges.level')}>
            <span
              className={`chat-badge chat-badge--level chat-badge--level${levelBand(message.marks.level)}`}
              data-testid="chat-level"
            >
              Lv.{message.marks.level}
            </span>
          </Tooltip>
        </>
      )}
      {message.marks?.fan && (
        <>
          <span className="sr-only">{t('badges.fan')}</span>
          <Tooltip content={t('badges.fan')}>
            <span className="chat-badge chat-badge--fan" data-testid="chat-fan-badge">
              {message.marks.fan}
            </span>
          </Tooltip>
        </>
      )}
      {moderatable ? (
        <ModerationMenu roomId={roles.roomId} uid={uid} nick={nick} canAppoint={roles.canAppoint}>
          {nick}
        </ModerationMenu>
      ) : (
        <span className="chat-line__nick">{nick}</span>
      )}
      <span className="chat-line__text">{message.type === 'text' ? message.text : t('chat.unsupported')}</span>
    </li>
  );
}
