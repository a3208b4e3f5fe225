/**
 * Issue 18 part 3: a warehouse lead updates stock by CSV. The admin pastes a file with one bad row, sees the preview
 * (each row's change, the bad row's error, nothing changed yet), confirms, follows the import on its status page until
 * its job is done, and finds the new counts in the stock list and the movement log.
 */
import { expect, test } from './test.ts';
import { logInDemo } from './support.ts';

const OPERATOR = '9000000009'; // the demo operator (admin)

test('an admin imports a stock CSV with one bad row, checks the preview, confirms, and sees the new counts', async ({ page }) => {
  test.setTimeout(90_000);
  await logInDemo(page, OPERATOR, '/admin/stock');

  // The pack's SKU, found on the stock list by searching the product.
  await page.getByLabel('Product name or SKU').fill('Vyoshadi Vati');
  await page.getByRole('button', { name: 'Apply' }).click();
  const table = page.getByRole('table', { name: 'Stock' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Vyoshadi Vati');
  const sku = (await firstRow.getByRole('cell').nth(2).textContent())!.trim();
  expect(sku).not.toBe('');
  const delhiCount = async (p: typeof page) =>
    (await p.getByRole('table', { name: 'Stock' }).getByRole('row').filter({ hasText: sku }).filter({ hasText: 'Delhi warehouse' }).first().getByRole('cell').nth(4).textContent())!.trim();
  const before = await delhiCount(page);
  expect(before).not.toBe('77');

  // The file: two good rows and one with an unknown SKU.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Stock import' }).click();
  await expect(page.getByRole('heading', { name: 'Import stock from a CSV file' })).toBeVisible();
  await page.getByLabel('Or paste the rows').fill(`sku,warehouse,quantity,reason\n${sku},Delhi warehouse,77,Supplier delivery\nNO-SUCH-SKU,1,5,\n${sku},2,13,`);
  await page.getByLabel('Reason for rows without one').fill('Monthly count');
  await page.getByRole('button', { name: 'Preview' }).click();

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('3 rows: 2 good, 1 with errors; 2 counts will change.');
  await expect(preview.getByRole('row').filter({ hasText: 'NO-SUCH-SKU' })).toContainText('Unknown SKU');
  await expect(preview.getByRole('row').filter({ hasText: sku }).filter({ hasText: 'Delhi warehouse' })).toContainText('→ 77');
  await expect(preview.getByRole('row').filter({ hasText: sku }).filter({ hasText: 'Bengaluru warehouse' })).toContainText('→ 13');

  // Nothing has changed yet: the stock list still shows the old counts.
  const stock = await page.context().newPage();
  await stock.goto(`/admin/stock?q=${encodeURIComponent(sku)}`);
  expect(await delhiCount(stock)).toBe(before);

  // The confirmation starts the import's job and opens its status page, which reloads itself (a meta refresh) until
  // the job is done, then shows what changed and the row it left out.
  await page.getByRole('button', { name: 'Apply the changes (2)' }).click();
  await expect(page).toHaveURL(/\/admin\/stock\/imports\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Stock import #\d+$/ })).toBeVisible();
  await expect(page.getByText('2 stock counts updated. Rows with errors were left out.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Finished' })).toBeVisible();
  await expect(page.getByText('2 of 2 changes handled')).toBeVisible();
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  const left = page.getByRole('table', { name: 'Rows not applied' });
  await expect(left.getByRole('row').filter({ hasText: 'NO-SUCH-SKU' })).toContainText('Unknown SKU');

  // The stock list shows the new counts; the movement log says where they came from.
  await stock.reload();
  const rows = stock.getByRole('table', { name: 'Stock' }).getByRole('row').filter({ hasText: sku });
  await expect(rows.filter({ hasText: 'Delhi warehouse' }).first().getByRole('cell').nth(4)).toHaveText('77');
  await expect(rows.filter({ hasText: 'Bengaluru warehouse' }).first().getByRole('cell').nth(4)).toHaveText('13');
  await stock.goto(`/admin/stock/movements?q=${encodeURIComponent(sku)}`);
  const log = stock.getByRole('table', { name: 'Stock movements' });
  await expect(log.getByRole('row').filter({ hasText: 'Supplier delivery' })).toContainText('CSV import');
  await expect(log.getByRole('row').filter({ hasText: 'Monthly count' })).toContainText('13');
});
