import { Lang, RechargeOrder, translate } from '@arena/shared';
import { yuanText } from '../ledger/money';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const layout = (lang: Lang, title: string, body: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f5f9;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:32px;max-width:380px;width:90%}
h1{font-size:20px;margin:0 0 4px}.note{color:#888;font-size:13px}dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:8px 16px}
dt{color:#666;white-space:nowrap}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
@media (max-width:420px){main{padding:20px}dl{grid-template-columns:minmax(0,1fr);gap:2px}dd{margin-bottom:8px}}.actions{display:flex;gap:12px;margin-top:24px}
button{flex:1;padding:12px;border-radius:8px;border:0;font-size:16px;cursor:pointer}
.pay{background:#1677ff;color:#fff}.cancel{background:#eee}
</style></head><body><main>${body}</main></body></html>`;

/** The sandbox wallet's checkout page, in the payer's language. */
export function checkoutPage(order: RechargeOrder, lang: Lang): string {
  const t = (key: string) => escape(translate(`wallet.pay_page.${key}`, lang));
  const action = (verb: string) => `/api/pay/sandbox/${encodeURIComponent(order.orderNo)}/${verb}?lang=${lang}`;
  const token = `<input type="hidden" name="token" value="${escape(order.payToken)}">`;
  const actions =
    order.status === 'pending'
      ? `<div class="actions">
  <form method="post" action="${action('cancel')}" style="flex:1;display:flex">${token}<button class="cancel" type="submit">${t('cancel')}</button></form>
  <form method="post" action="${action('confirm')}" style="flex:1;display:flex">${token}<button class="pay" type="submit">${t('confirm')}</button></form>
</div>`
      : `<p><strong>${t(`status_${order.status}`)}</strong></p>`;
  return layout(
    lang,
    translate('wallet.pay_page.title', lang),
    `<h1>${t('title')}</h1><p class="note">${t('sandbox_note')}</p>
<dl><dt>${t('order_no')}</dt><dd>${escape(order.orderNo)}</dd>
<dt>${t('amount')}</dt><dd>¥ ${yuanText(order.money)}</dd>
<dt>${t('diamonds')}</dt><dd>${order.coin + order.give}</dd></dl>${actions}`,
  );
}

/** What the payer sees after confirming or cancelling. */
export function resultPage(lang: Lang, messageKey: string): string {
  const title = translate('wallet.pay_page.title', lang);
  return layout(
    lang,
    title,
    `<h1>${escape(title)}</h1><p>${escape(translate(messageKey, lang))}</p><p class="note">${escape(translate('wallet.pay_page.close_hint', lang))}</p>`,
  );
}
