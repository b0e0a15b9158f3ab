import { expect, test } from '@playwright/test';
import { loginFreshMember } from './helpers.ts';

// A valid ID (GB 11643 example, female, born 1949-12-31) and the same digits with a wrong check character.
const ID = '11010519491231002X';
const ID_WRONG_CHECK = '110105194912310021';

test('a member adds, edits and deletes a frequent traveller; a wrong ID number is refused as typed', async ({
  page,
  request,
}) => {
  await loginFreshMember(page, request, '/personal/guest');
  // The hub's rows (antd-mobile List items) carry a description under the name.
  await page.locator('.adm-list-item').filter({ hasText: '常用旅客' }).click();
  await expect(page).toHaveURL(/\/personal\/guest\/info$/);
  await expect(page.getByText('还没有常用旅客')).toBeVisible();

  await page.getByRole('button', { name: '新增常用旅客' }).click();
  await expect(page).toHaveURL(/\/personal\/guest\/choice$/);
  await expect(page).toHaveTitle('添加旅客');
  await page.getByPlaceholder('与证件上的中文姓名一致').fill('李华');
  const number = page.getByPlaceholder('请输入身份证号码');
  await number.fill(ID_WRONG_CHECK);
  await number.blur();
  await expect(page.getByText('身份证号最后一位校验码不正确，请核对号码')).toBeVisible();
  // Saving is refused on the page: nothing reaches the server and the form stays.
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/personal\/guest\/choice$/);
  await expect(page.getByText('身份证号最后一位校验码不正确，请核对号码')).toBeVisible();

  // The message follows each keystroke once shown; the ID fills birthday and gender.
  await number.fill(ID);
  await expect(page.getByText('身份证号最后一位校验码不正确，请核对号码')).toHaveCount(0);
  await expect(page.getByTestId('derived-birthday')).toHaveText('1949-12-31');
  await expect(page.getByTestId('derived-gender')).toHaveText('女');
  await page.screenshot({ path: test.info().outputPath('traveller-form.png') });
  await page.getByRole('button', { name: '保存' }).click();

  await expect(page).toHaveURL(/\/personal\/guest\/info$/);
  const rows = page.getByTestId('traveller-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('李华');
  await expect(rows.first()).toContainText('身份证 110***********002X');
  await expect(page.getByText('共 1 位常用旅客')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('traveller-list.png') });

  await page.getByRole('button', { name: '编辑李华' }).click();
  await expect(page).toHaveURL(/\/personal\/guest\/choice\?id=\d+$/);
  await expect(page).toHaveTitle('编辑旅客');
  const name = page.getByPlaceholder('与证件上的中文姓名一致');
  await expect(name).toHaveValue('李华');
  await expect(page.getByPlaceholder('请输入身份证号码')).toHaveValue(ID);
  await name.fill('李小华');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/personal\/guest\/info$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('李小华');

  await page.getByRole('button', { name: '删除李小华' }).click();
  await expect(page.getByText('确定删除常用旅客“李小华”吗？已下的订单不受影响。')).toBeVisible();
  await page.getByRole('button', { name: '删除', exact: true }).click();
  await expect(page.getByText('还没有常用旅客')).toBeVisible();
});

test('a member adds a company invoice title by searching the company', async ({ page, request }) => {
  await loginFreshMember(page, request, '/personal/guest');
  await page.locator('.adm-list-item').filter({ hasText: '发票抬头' }).click();
  await expect(page).toHaveURL(/\/personal\/guest\/invoice$/);
  await expect(page.getByText('还没有发票抬头')).toBeVisible();
  await page.getByRole('button', { name: '新增抬头' }).click();
  await page.getByPlaceholder('输入公司名称，可从列表中选择').fill('华辰');
  await page.getByText('北京华辰科技发展有限公司').click();
  await expect(page.getByPlaceholder('15-20位统一社会信用代码')).toHaveValue('91110108MA004RFW26');
  await page.screenshot({ path: test.info().outputPath('invoice-form.png') });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('税号 91110108MA004RFW26')).toBeVisible();
  await expect(page.getByText('默认', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('invoice-titles.png') });
});
