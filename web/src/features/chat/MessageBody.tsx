import {
  isAutoReply,
  PERSONAL_CARD_TYPE,
  type ImCustomPayload,
  type ImFilePayload,
  type ImImagePayload,
  type ImMessage,
} from '@arena/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar';
import { Emoticon } from './Emoticon';
import { parseEmoticons } from './message-rules';
import { thumbnailOf } from '../../ui/thumbnail';

/** Text as typed, with `[name]` codes drawn as emoticons: React text nodes, never HTML. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseEmoticons(text).map((part, index) =>
        part.kind === 'text' ? <span key={index}>{part.text}</span> : <Emoticon key={index} name={part.name} />,
      )}
    </>
  );
}

function fileSize(bytes?: number): string {
  if (bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function CustomBody({ custom }: { custom: ImCustomPayload }) {
  const { t } = useTranslation('chat');
  if (custom.type === PERSONAL_CARD_TYPE) {
    return (
      <Link
        to={`/persona?id=${encodeURIComponent(String(custom.id ?? ''))}`}
        className="im-card"
        data-testid="im-personal-card"
      >
        <Avatar src={custom.avatar} name={custom.name ?? '?'} size={40} />
        <span className="im-card__body">
          <span className="im-card__name">{custom.name}</span>
          <span className="muted small">{t('card.personal')}</span>
        </span>
      </Link>
    );
  }
  return (
    <span className="im-card">
      {custom.imageUrl && <img src={custom.imageUrl} alt="" width={48} height={48} loading="lazy" />}
      <span className="im-card__body">
        <span className="im-card__name">{custom.title ?? t('card.custom')}</span>
        {custom.price !== undefined && <span className="muted small">{t('card.price', { price: custom.price })}</span>}
      </span>
    </span>
  );
}

/** The content of one message by its type: text with emoticons, image, file or custom card. */
export function MessageBody({ message }: { message: ImMessage }) {
  const { t } = useTranslation('chat');
  // A streamer's or customer service's automatic reply says so.
  if (isAutoReply(message))
    return (
      <>
        <span className="im-auto-tag" data-testid="im-auto-reply">
          {t('autoReply')}
        </span>
        <RichText text={message.text} />
      </>
    );
  switch (message.type) {
    case 'image': {
      const image = message.payload as ImImagePayload;
      return (
        <a href={image.url} target="_blank" rel="noopener noreferrer" className="im-image">
          <img
            src={thumbnailOf(image.url)}
            alt={t('kinds.image')}
            width={image.width}
            height={image.height}
            loading="lazy"
          />
        </a>
      );
    }
    case 'file': {
      const file = message.payload as ImFilePayload;
      return (
        <a href={file.url} target="_blank" rel="noopener noreferrer" download={file.name} className="im-file">
          <span className="im-file__name">{file.name}</span>
          <span className="muted small">{fileSize(file.size)}</span>
        </a>
      );
    }
    case 'custom':
      return <CustomBody custom={message.payload as ImCustomPayload} />;
    default:
      return <RichText text={message.text} />;
  }
}

/** One line summary of a message for the conversation list. */
export function messagePreview(message: ImMessage, t: (key: string) => string): string {
  if (message.type === 'text') return message.text;
  if (message.type === 'custom' && (message.payload as ImCustomPayload | null)?.type === PERSONAL_CARD_TYPE)
    return t('kinds.card');
  return t(`kinds.${message.type}`);
}
