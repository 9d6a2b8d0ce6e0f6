import { useEffect, useRef, useState, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { currentLang } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { toast } from '../../ui/feedback';
import { loginDialog } from '../auth/login-dialog';
import { useProfile } from '../auth/use-session';
import { covers, offerRecharge } from '../wallet/offer-recharge';
import { RechargeButton } from '../wallet/RechargeButton';
import { type Gift, useBackpack, useGiftCatalogue } from './gifts-queries';
import { RedEnvelopeDialog } from './RedEnvelopeDialog';
import { type GiftOrder, useSendGift } from './use-send-gift';
import '../wallet/wallet.css';
import './gifts.css';
import './gifts-words';

/** The counts offered for one send (the figures fans use: 66 luck, 520 "I love you", 1314 "forever"). */
export const GIFT_COUNTS = [1, 10, 66, 188, 520, 1314] as const;
/** After a send, pressing again within this time keeps the combo going. */
const COMBO_WINDOW_MS = 5000;

type Source = 'shop' | 'backpack';
interface Choice {
  gift: Gift;
  /** Owned in the backpack (sent without paying); undefined in the shop. */
  owned?: number;
}

/**
 * Under the player: the catalogue and the viewer's backpack, a count, and Send. After a send the
 * button turns into a combo counter for a few seconds: each press sends the same again. Memoised:
 * the room renders again with every chat line, the bar's props hardly ever change.
 */
export const GiftBar = memo(function GiftBar({ roomId, isSelf }: { roomId: number; isSelf: boolean }) {
  const { t } = useTranslation('gifts');
  const lang = currentLang();
  const user = useProfile();
  const [source, setSource] = useState<Source>('shop');
  const catalogue = useGiftCatalogue();
  const backpack = useBackpack(Boolean(user) && source === 'backpack');
  const [choice, setChoice] = useState<Choice | null>(null);
  const [count, setCount] = useState<number>(1);
  const [combo, setCombo] = useState(0);
  const [redOpen, setRedOpen] = useState(false);
  const comboTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const send = useSendGift(roomId);

  useEffect(() => () => clearTimeout(comboTimer.current), []);
  const endCombo = () => {
    clearTimeout(comboTimer.current);
    setCombo(0);
  };

  const choices: Choice[] =
    source === 'shop'
      ? (catalogue.data ?? []).map((gift) => ({ gift }))
      : (backpack.data ?? [])
          .filter((item) => item.quantity > 0)
          .map((item) => ({ gift: item.gift, owned: item.quantity }));
  const selected = choices.find((c) => c.gift.id === choice?.gift.id) ?? null;
  const fromBackpack = source === 'backpack';
  const price = selected ? selected.gift.diamonds * count : 0;

  const submit = () => {
    if (!user) return loginDialog.open();
    if (!selected) return;
    if (fromBackpack && (selected.owned ?? 0) < count)
      return toast.warning(t('backpackShort', { count: selected.owned ?? 0 }));
    if (!fromBackpack && !covers(user.gold, price)) return void offerRecharge();
    const order: GiftOrder = { giftId: selected.gift.id, count, fromBackpack };
    send.mutate(order, {
      onSuccess: () => {
        setCombo((n) => n + 1);
        clearTimeout(comboTimer.current);
        comboTimer.current = setTimeout(() => setCombo(0), COMBO_WINDOW_MS);
      },
      onError: (error) => {
        endCombo();
        if (error instanceof ApiError) toast.error(error.message);
        else toast.error(t('sendFailed'));
      },
    });
  };

  const pick = (next: Choice) => {
    endCombo();
    setChoice(next);
  };
  const switchSource = (next: Source) => {
    endCombo();
    setChoice(null);
    setSource(next);
  };

  return (
    <section className="gift-bar" aria-label={t('title')} data-testid="gift-bar">
      <div className="gift-bar__head">
        <div className="gift-bar__sources" role="radiogroup" aria-label={t('title')}>
          {(['shop', 'backpack'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="radio"
              aria-checked={source === key}
              className={`chip${source === key ? ' chip--active' : ''}`}
              onClick={() => switchSource(key)}
              data-testid={`gift-source-${key}`}
            >
              {t(`sources.${key}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn btn--light btn--small gift-bar__red"
          onClick={() => (user ? setRedOpen(true) : loginDialog.open())}
          disabled={isSelf}
          data-testid="red-envelope-button"
        >
          {t('red.button')}
        </button>
        {redOpen && <RedEnvelopeDialog roomId={roomId} onClose={() => setRedOpen(false)} />}
        {user && (
          <span className="gift-bar__balance">
            <span className="diamond" aria-hidden="true" />
            <span className="num" data-testid="gift-balance">
              {formatNumber(Number(user.gold), lang)}
            </span>
            <RechargeButton className="btn btn--light btn--small" testId="gift-recharge" />
          </span>
        )}
      </div>
      {source === 'backpack' && !user ? (
        <p className="gift-bar__empty muted">{t('loginForBackpack')}</p>
      ) : choices.length === 0 && (source === 'shop' ? catalogue.isSuccess : backpack.isSuccess) ? (
        <p className="gift-bar__empty muted">{t(source === 'shop' ? 'emptyShop' : 'emptyBackpack')}</p>
      ) : (
        <ul className="gift-bar__list" data-testid="gift-list">
          {choices.map((c) => (
            <li key={c.gift.id}>
              <button
                type="button"
                className={`gift-tile gift-tile--tier${c.gift.tier}${selected?.gift.id === c.gift.id ? ' gift-tile--selected' : ''}`}
                aria-pressed={selected?.gift.id === c.gift.id}
                onClick={() => pick(c)}
                data-testid={`gift-${c.gift.code}`}
              >
                <img src={c.gift.image} alt="" width={40} height={40} loading="lazy" />
                <span className="gift-tile__name">{c.gift.name}</span>
                {c.owned !== undefined ? (
                  <span className="gift-tile__price">{t('owned', { count: c.owned })}</span>
                ) : (
                  // The diamond and the figure: "1,314 diamonds" is wider than a tile in en and vi.
                  <span className="gift-tile__price" data-testid="gift-price">
                    <span className="diamond" aria-hidden="true" />
                    <span aria-hidden="true">{formatNumber(c.gift.diamonds, lang)}</span>
                    <span className="sr-only">
                      {t('price', { count: c.gift.diamonds, value: formatNumber(c.gift.diamonds, lang) })}
                    </span>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="gift-bar__send">
        <label className="gift-bar__count">
          <span className="sr-only">{t('count')}</span>
          <select
            value={count}
            onChange={(event) => {
              endCombo();
              setCount(Number(event.target.value));
            }}
            data-testid="gift-count"
          >
            {GIFT_COUNTS.map((n) => (
              <option key={n} value={n}>
                ×{n}
              </option>
            ))}
          </select>
        </label>
        <span className="gift-bar__total muted small" data-testid="gift-total">
          {selected && !fromBackpack
            ? t('total', { count: price, value: formatNumber(price, lang) })
            : selected
              ? selected.gift.name
              : t('choose')}
        </span>
        <button
          type="button"
          className={`btn btn--primary gift-bar__button${combo > 0 ? ' gift-bar__button--combo' : ''}`}
          onClick={submit}
          disabled={!selected || send.isPending || isSelf}
          title={isSelf ? t('selfGift') : undefined}
          data-testid="gift-send"
        >
          {combo > 0 ? t('combo', { count: combo + 1 }) : t('send')}
        </button>
      </div>
    </section>
  );
});
