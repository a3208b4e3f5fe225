/**
 * The audit trail and the back office's shared table (issue 18 parts 7-8): a change an admin makes is listed with who
 * made it and what changed, the list filters by kind of record and exports the rows shown as CSV.
 */
import fs from 'node:fs';
import { expect, test } from './test.ts';
import { signUpFresh } from './checkout-support.ts';
import { logInDemo } from './support.ts';

const ADMIN = '9000000009';

test('an admin sees a role change in the audit trail, filters it and exports it as CSV', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  // A new account that the admin will make a support operator.
  const userCtx = await browser.newContext({ baseURL });
  const user = await userCtx.newPage();
  await signUpFresh(user, 'Audit Trail Person');
  const me = (await (await user.request.get('/api/v1/users/me')).json()).entity.user as { id: number; operatorRoles: string[] };
  expect(me.operatorRoles).toEqual([]);
  // Someone who is not an operator gets the 404 page for the trail and its export.
  expect((await user.goto('/admin/audit'))?.status()).toBe(404);
  expect((await user.goto('/admin/export/audit'))?.status()).toBe(404);

  const ctx = await browser.newContext({ baseURL });
  const admin = await ctx.newPage();
  await logInDemo(admin, ADMIN, '/admin/audit');
  const csrf = (await ctx.cookies()).find((c) => c.name === 'csrf')?.value ?? '';
  const put = await admin.request.put(`/api/v1/admin/operators/${me.id}/roles`, {
    headers: { 'x-csrf-token': csrf, origin: new URL(admin.url()).origin },
    data: { roles: ['support'] },
  });
  expect(put.status()).toBe(200);

  // Narrow the trail to operators and this record: the change is there, with who made it.
  await admin.goto('/admin/audit');
  await admin.getByLabel('Record', { exact: true }).selectOption('Operator');
  await admin.getByLabel('Record id').fill(String(me.id));
  await admin.getByRole('button', { name: 'Apply' }).click();
  await expect(admin).toHaveURL(/entity=operator/);
  const table = admin.getByRole('table', { name: 'Audit trail' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('roles: (none) → ["support"]');
  await expect(admin.getByText('1-1 of 1')).toBeVisible();

  // The export holds the same rows under the same filter.
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('When,Who,Record,Record id,Action,Changes,Reason');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,Operator,${me.id},create,`);

  // The new support operator reads the trail of support's records, not the admin's operator records.
  await user.goto('/admin/audit?entity=operator');
  await expect(user.getByText('No changes recorded yet.')).toBeVisible();
  await userCtx.close();
  await ctx.close();
});
