import { expect, test } from '@playwright/test';
import { adminToken, call, collectErrors, registerByApi, useLanguage, useToken } from './support';

/** A valid mainland ID number no earlier run has used: random birth date and sequence, real check digit. */
function freshIdNumber(): string {
  const birth = new Date(Date.UTC(1950, 0, 1) + Math.floor(Math.random() * 50 * 365) * 86_400_000);
  const date = birth.toISOString().slice(0, 10).replace(/-/g, '');
  const body = `110105${date}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

test.describe('member centre: the forms that move money', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('verify identity, set the payment password, bind a card, withdraw and move cash to the consumption wallet', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const user = await registerByApi(request);
    const credit = await call(
      request,
      'POST',
      '/api/admin/wallet/adjustments',
      { user_id: user.id, kind: 'cash', direction: 'credit', amount: '300', reason: 'e2e: withdrawable cash' },
      await adminToken(request),
    );
    expect(credit.code).toBe(0);
    await useToken(page, user.token);

    await page.goto('/member?type=0');
    const verification = page.getByTestId('verification');
    await verification.getByLabel('Real name').fill('张三');
    await verification.getByLabel('ID number').fill(freshIdNumber());
    await verification.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Verification complete')).toBeVisible();
    await expect(verification.getByText('Verified')).toBeVisible();

    const payment = page.getByTestId('payment-form');
    await payment.getByLabel('6-digit payment password').fill('135790');
    await payment.getByLabel('Repeat payment password').fill('135790');
    await payment.getByRole('button', { name: 'Save payment password' }).click();
    await expect(page.getByText('Payment password saved')).toBeVisible();

    // A withdrawal needs a payout account: the form says so and leads to it.
    await page.goto('/member?type=10&view=withdraw');
    const withdraw = page.getByTestId('withdraw-form');
    await withdraw.getByRole('button', { name: 'Please bind a Bank card under Payout accounts first' }).click();
    const card = page.getByTestId('bank-card');
    await card.getByLabel('Cardholder name').fill('张三');
    await card.getByLabel('Card number').fill('6222021234567890123');
    await card.getByLabel('Bank', { exact: true }).fill('ICBC');
    await card.getByRole('button', { name: 'Bind' }).click();
    await expect(page.getByText('Payout account saved')).toBeVisible();
    await expect(page.getByTestId('bank-card-bound')).toContainText('0123');

    await page.goto('/member?type=10&view=withdraw');
    await withdraw.getByLabel('Amount (yuan)').fill('100');
    await withdraw.getByLabel('6-digit payment password').fill('135790');
    await withdraw.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Withdrawal submitted, waiting for review')).toBeVisible();
    await expect(page.getByTestId('withdrawal-row').first()).toContainText('In review');

    // Cash into the consumption wallet: one way, so a confirmation comes first.
    await page.goto('/member?type=10');
    const conversion = page.getByTestId('conversion-form');
    await conversion.getByLabel('Amount (yuan)').fill('50');
    await conversion.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByRole('button', { name: 'Move it' }).click();
    await expect(page.getByText('¥50.00 moved to the consumption wallet')).toBeVisible();
    await expect(page.getByTestId('balance-consumption')).toContainText('50');
    expect(errors).toEqual([]);
  });
});
