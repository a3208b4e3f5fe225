/**
 * The bell (issue 21 part 1): a patient's order is shipped by an operator in the back office; the patient sees the
 * unread count on the bell, opens the inbox, finds "Order shipped" with the courier, marks it read, then marks the
 * rest read, and the bell goes quiet. The settings page holds the modules-by-channels table.
 */
import { expect, test, type BrowserContext, type Page } from './test.ts';
import { addToCart, goToPayment, signUpFresh, totalToPay, VYOSHADI } from './checkout-support.ts';
import { logInDemo } from './support.ts';

const OPERATOR = '9000000009';

async function apiPost(context: BrowserContext, page: Page, path: string, data: object) {
  const csrf = (await context.cookies()).find((c) => c.name === 'csrf')?.value ?? '';
  const res = await page.request.post(path, { headers: { 'x-csrf-token': csrf, origin: new URL(page.url()).origin }, data });
  expect(res.status(), await res.text()).toBe(200);
}

test('a shipped order rings the bell; the patient reads it in the inbox and marks it read', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  // The patient orders, cash on delivery.
  const patientCtx = await browser.newContext({ baseURL });
  const patient = await patientCtx.newPage();
  await signUpFresh(patient, 'Lata Menon');
  await addToCart(patient, VYOSHADI, 1);
  await goToPayment(patient, 'Lata Menon');
  const total = (await totalToPay(patient).textContent())!;
  await patient.getByLabel('Pay on delivery').check();
  await patient.getByRole('button', { name: `Place order · ${total}` }).click();
  await expect(patient).toHaveURL(/\/myorders\/\d+\?toast=orderPlaced$/);
  const orderId = Number(new URL(patient.url()).pathname.split('/').pop());
  await expect(patient.getByTestId('header-bell')).toHaveAccessibleName('Notifications');

  // The operator confirms and packs it, then ships it from the order's page with the courier and AWB.
  const opCtx = await browser.newContext({ baseURL });
  const op = await opCtx.newPage();
  await logInDemo(op, OPERATOR, `/admin/orders/${orderId}`);
  for (const to of ['approved', 'packed']) await apiPost(opCtx, op, `/api/v1/admin/orders/${orderId}/status`, { to });
  await op.reload();
  const nextStep = op.getByRole('region', { name: 'Next step' });
  await nextStep.getByLabel('Courier').fill('Delhivery');
  await nextStep.getByLabel('AWB number').fill('DLV5566778899');
  await nextStep.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(op.getByTestId('order-timeline')).toContainText('Shipped by Delhivery, AWB DLV5566778899');

  // The patient's bell counts two: confirmed and shipped.
  await patient.goto('/');
  const bell = patient.getByTestId('header-bell');
  await expect(bell).toHaveAccessibleName('Notifications: 2 unread');
  await expect(bell).toContainText('2');
  await bell.click();
  await expect(patient).toHaveURL(/\/notifications$/);
  await expect(patient.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(patient.getByTestId('inbox-unread')).toHaveText('2 unread');
  const shipped = patient.getByRole('listitem', { name: /Order shipped/ });
  await expect(shipped).toContainText('has shipped with Delhivery (AWB DLV5566778899).');
  await expect(shipped).toContainText('Orders');

  // Mark it read: it stays in the list, the count drops.
  await shipped.getByRole('button', { name: 'Mark as read' }).click();
  await expect(patient.getByText('Marked as read.')).toBeVisible();
  await expect(patient.getByTestId('inbox-unread')).toHaveText('1 unread');
  await expect(patient.getByRole('listitem', { name: 'Order shipped' }).getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications: 1 unread');

  // Only the unread: the confirmation; "Open" goes to the order and marks it read.
  await patient.getByLabel('Unread only').check();
  await patient.getByRole('button', { name: 'Show' }).click();
  await expect(patient.getByTestId('notification')).toHaveCount(1);
  const confirmed = patient.getByRole('listitem', { name: /Order confirmed/ });
  await confirmed.getByRole('button', { name: 'Open' }).click();
  await expect(patient).toHaveURL(/\/myorders\/[A-Za-z0-9_-]+$/);
  await expect(bell).toHaveAccessibleName('Notifications');

  // The settings: modules by channels, saved.
  await patient.goto('/notifications/settings');
  await expect(patient.getByRole('heading', { name: 'Notification settings', level: 1 })).toBeVisible();
  const feedsSms = patient.getByRole('checkbox', { name: 'Feeds: SMS', exact: true });
  await expect(feedsSms).not.toBeChecked();
  await expect(patient.getByRole('checkbox', { name: 'Orders: SMS', exact: true })).toBeChecked();
  await feedsSms.check();
  await patient.getByRole('button', { name: 'Save settings' }).click();
  await expect(patient.getByText('Your notification settings are saved.')).toBeVisible();
  await patient.reload();
  await expect(patient.getByRole('checkbox', { name: 'Feeds: SMS', exact: true })).toBeChecked();
});
