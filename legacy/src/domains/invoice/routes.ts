import { restRoutes, type Static } from '@storefront/schema/rest';
import type { EInvoice, InvoiceTitle } from '@storefront/schema/rest/invoice';
import { validateEmail, validateTaxNumber } from '@storefront/schema/validation';
import { badParam, LegacyError } from '../../core/errors.ts';
import type { Params } from '../../core/params.ts';
import type { Queryable } from '../../db/types.ts';
import { toShanghaiIso } from '../../time.ts';
import { paidLessRefundedFen } from '../order/amounts.ts';
import type { OrderRow } from '../order/hooks.ts';
import type { Domain } from '../types.ts';
import { searchCompanies } from './companies.ts';

const contract = restRoutes.invoice;

/** Flags of this domain (CONTRACT.md, "Invoice titles and e-invoices"). */
export const InvoiceFlag = {
  TITLE_NOT_FOUND: 2311,
  TITLE_LIMIT: 2312,
  ORDER_NOT_FOUND: 2313,
  ORDER_NOT_INVOICEABLE: 2314,
  ALREADY_REQUESTED: 2315,
} as const;

export const MAX_TITLES = 20;
/** How long the simulated tax system takes to issue an e-invoice, on the server clock. */
export const ISSUE_DELAY_MS = 2 * 60_000;

const PERSONAL = 1;
const COMPANY = 2;

/** A title's fields, as stored and answered (the answer names the id `invoiceId`). */
type TitleFields = Omit<Static<typeof InvoiceTitle>, 'invoiceId'>;

interface TitleRow extends TitleFields {
  id: number;
}

interface EInvoiceRow {
  id: number;
  order_no: string;
  title_kind: TitleFields['kind'];
  title_name: string;
  tax_number: string | null;
  amount_fen: number;
  email: string;
  requested_at: Date;
}

const TITLE_COLUMNS = 'id, kind, name, tax_number, address, phone, bank_name, bank_account, is_default';

function idParam(params: Params, name: string, label: string): number {
  const value = Number(params.string(name, label));
  if (!Number.isSafeInteger(value) || value < 1 || value > 2_147_483_647) throw badParam(`${label}不正确`);
  return value;
}

/** Text of at most `max` characters (code points); absent or blank is null. */
function optionalText(params: Params, name: string, label: string, max: number): string | null {
  const value = params.optionalString(name, label) ?? null;
  if (value !== null && Array.from(value).length > max) throw badParam(`${label}不能超过${max}个字`);
  return value;
}

function flag(params: Params, name: string, label: string): boolean {
  const value = params.optionalString(name, label);
  if (value === undefined) return false;
  if (['true', '1'].includes(value)) return true;
  if (['false', '0'].includes(value)) return false;
  throw badParam(`${label}应为 true 或 false`);
}

/** JSON booleans arrive as booleans, which the string getters refuse: read them as text first. */
function normaliseBooleans(body: unknown, names: string[]): void {
  if (typeof body !== 'object' || body === null) return;
  const record = body as Record<string, unknown>;
  for (const name of names) if (typeof record[name] === 'boolean') record[name] = String(record[name]);
}

/**
 * An invoice title from the parameters. A personal title is just a name (the tax and bank fields
 * are dropped: a person's invoice carries none); a company needs a taxpayer number that passes
 * the shared rule.
 */
function titleFields(params: Params): TitleFields {
  const kindText = params.string('kind', '抬头类型');
  const kind = Number(kindText);
  if (kind !== PERSONAL && kind !== COMPANY) throw badParam('抬头类型应为 1（个人）或 2（企业）');
  const name = params.string('name', '发票抬头');
  const length = Array.from(name).length;
  const maxName = kind === COMPANY ? 100 : 50;
  if (length < 2 || length > maxName) throw badParam(`发票抬头应为2-${maxName}个字`);
  const isDefault = flag(params, 'is_default', '是否默认');
  if (kind === PERSONAL) {
    return {
      kind,
      name,
      tax_number: null,
      address: null,
      phone: null,
      bank_name: null,
      bank_account: null,
      is_default: isDefault,
    };
  }
  const taxNumber = params.optionalString('tax_number', '纳税人识别号') ?? '';
  const verdict = validateTaxNumber(taxNumber);
  if (!verdict.ok) throw badParam(verdict.message);
  const phone = optionalText(params, 'phone', '注册电话', 20);
  if (phone !== null && !/^[0-9+\-() ]{5,20}$/.test(phone))
    throw badParam('注册电话只能包含数字、空格和 + - ( )');
  const bankAccount = params.optionalString('bank_account', '银行账号')?.replace(/\s+/g, '') ?? null;
  if (bankAccount !== null && !/^\d{8,30}$/.test(bankAccount)) throw badParam('银行账号应为8-30位数字');
  return {
    kind,
    name,
    tax_number: taxNumber.toUpperCase(),
    address: optionalText(params, 'address', '注册地址', 100),
    phone,
    bank_name: optionalText(params, 'bank_name', '开户银行', 50),
    bank_account: bankAccount,
    is_default: isDefault,
  };
}

/** A title as the endpoints answer it: the id under the legacy name `invoiceId`. */
function titleJson({ id, ...rest }: TitleRow): Static<typeof InvoiceTitle> {
  return { invoiceId: id, ...rest };
}

function titleNotFound(): LegacyError {
  return new LegacyError(InvoiceFlag.TITLE_NOT_FOUND, '找不到这个发票抬头，可能已被删除，请刷新后重试');
}

/** Keeps exactly one default while the member has titles: `preferred` if given, else the newest. */
async function settleDefault(tx: Queryable, memberId: number, preferred: number | null): Promise<void> {
  if (preferred !== null) {
    await tx.query(
      'update invoice_titles set is_default = false where member_id = $1 and id <> $2 and is_default',
      [memberId, preferred],
    );
    await tx.query('update invoice_titles set is_default = true where id = $1', [preferred]);
    return;
  }
  const current = await tx.query('select id from invoice_titles where member_id = $1 and is_default', [
    memberId,
  ]);
  if (current.length > 0) return;
  await tx.query(
    `update invoice_titles set is_default = true
      where id = (select id from invoice_titles where member_id = $1 order by updated_at desc, id desc limit 1)`,
    [memberId],
  );
}

function eInvoiceJson(row: EInvoiceRow, nowMs: number): Static<typeof EInvoice> {
  const issuedAt = row.requested_at.getTime() + ISSUE_DELAY_MS;
  const issued = nowMs >= issuedAt;
  return {
    id: row.id,
    order_no: row.order_no,
    status: issued ? 'issued' : 'issuing',
    title_kind: row.title_kind,
    title_name: row.title_name,
    tax_number: row.tax_number,
    amount_fen: Number(row.amount_fen),
    email: row.email,
    requested_at: toShanghaiIso(row.requested_at),
    issued_at: issued ? toShanghaiIso(issuedAt) : null,
  };
}

const E_INVOICE_COLUMNS = 'id, order_no, title_kind, title_name, tax_number, amount_fen, email, requested_at';

function orderNoParam(params: Params): string {
  const orderNo = params.string('order_no', '订单号');
  if (!/^[0-9A-Za-z_-]{1,40}$/.test(orderNo)) throw badParam('订单号格式不正确');
  return orderNo;
}

function orderNotFound(): LegacyError {
  return new LegacyError(InvoiceFlag.ORDER_NOT_FOUND, '找不到这个订单，请从订单列表重新进入');
}

export const invoiceDomain: Domain = {
  name: 'invoice',
  register({ route, db }) {
    route(contract.invoiceList, async ({ member }) => {
      const rows = await db.query<TitleRow>(
        `select ${TITLE_COLUMNS} from invoice_titles where member_id = $1
          order by is_default desc, updated_at desc, id desc`,
        [member.id],
      );
      return { list: rows.map(titleJson) };
    });

    route(contract.invoiceSave, async ({ params, member, nowMs, request }) => {
      normaliseBooleans(request.body, ['is_default']);
      const fields = titleFields(params);
      const row = await db.transaction(async (tx) => {
        await tx.query('select id from members where id = $1 for update', [member.id]);
        const [counted] = await tx.query<{ n: number | string }>(
          'select count(*) as n from invoice_titles where member_id = $1',
          [member.id],
        );
        if (Number(counted?.n ?? 0) >= MAX_TITLES) {
          throw new LegacyError(
            InvoiceFlag.TITLE_LIMIT,
            `发票抬头最多保存${MAX_TITLES}个，请先删除不再需要的抬头`,
          );
        }
        const [inserted] = await tx.query<{ id: number }>(
          `insert into invoice_titles (member_id, kind, name, tax_number, address, phone, bank_name, bank_account,
             created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id`,
          [
            member.id,
            fields.kind,
            fields.name,
            fields.tax_number,
            fields.address,
            fields.phone,
            fields.bank_name,
            fields.bank_account,
            new Date(nowMs),
          ],
        );
        await settleDefault(tx, member.id, fields.is_default ? inserted!.id : null);
        const [saved] = await tx.query<TitleRow>(
          `select ${TITLE_COLUMNS} from invoice_titles where id = $1`,
          [inserted!.id],
        );
        return saved!;
      });
      return { invoice: titleJson(row) };
    });

    route(contract.invoiceUpdate, async ({ params, member, nowMs, request }) => {
      normaliseBooleans(request.body, ['is_default']);
      const id = idParam(params, 'invoiceId', '发票抬头编号');
      const fields = titleFields(params);
      const row = await db.transaction(async (tx) => {
        // Un-ticking the default leaves none until another title is made default.
        const updated = await tx.query(
          `update invoice_titles set kind = $3, name = $4, tax_number = $5, address = $6, phone = $7, bank_name = $8,
             bank_account = $9, is_default = is_default and $10, updated_at = $11
           where id = $1 and member_id = $2 returning id`,
          [
            id,
            member.id,
            fields.kind,
            fields.name,
            fields.tax_number,
            fields.address,
            fields.phone,
            fields.bank_name,
            fields.bank_account,
            fields.is_default,
            new Date(nowMs),
          ],
        );
        if (updated.length === 0) throw titleNotFound();
        if (fields.is_default) await settleDefault(tx, member.id, id);
        const [saved] = await tx.query<TitleRow>(
          `select ${TITLE_COLUMNS} from invoice_titles where id = $1`,
          [id],
        );
        return saved!;
      });
      return { invoice: titleJson(row) };
    });

    route(contract.invoiceDelete, async ({ params, member }) => {
      const id = idParam(params, 'invoiceId', '发票抬头编号');
      await db.transaction(async (tx) => {
        const deleted = await tx.query(
          'delete from invoice_titles where id = $1 and member_id = $2 returning id',
          [id, member.id],
        );
        if (deleted.length === 0) throw titleNotFound();
        await settleDefault(tx, member.id, null);
      });
      return { invoiceId: id };
    });

    route(contract.searchCompany, ({ params }) => {
      const keyword = params.string('keyword', '公司名称关键字');
      const length = Array.from(keyword).length;
      if (length < 2 || length > 50) throw badParam('请输入2-50个字的公司名称关键字');
      return { keyword, list: searchCompanies(keyword) };
    });

    // --- E-invoices ---------------------------------------------------------------------------

    route(contract.buildEInvoice, async ({ params, member, nowMs }) => {
      const orderNo = orderNoParam(params);
      const titleId = idParam(params, 'invoiceId', '发票抬头编号');
      const email = params.optionalString('email', '邮箱') ?? '';
      const emailVerdict = validateEmail(email);
      if (!emailVerdict.ok) throw badParam(emailVerdict.message);
      const row = await db.transaction(async (tx) => {
        // Locks the order so two requests for it take turns: the second sees the first's invoice.
        const [order] = await tx.query<OrderRow>(
          `select * from orders
            where order_no = $1 and member_id = $2 and deleted_at is null for update`,
          [orderNo, member.id],
        );
        if (!order) throw orderNotFound();
        // A payment order's money is on its parent's invoice (paidLessRefundedFen), not twice.
        if (order.parent_order_no) {
          throw new LegacyError(
            InvoiceFlag.ORDER_NOT_INVOICEABLE,
            '改签补款已计入原订单的发票，请为原订单申请开票',
          );
        }
        // A paid trip that is over counts as finished even before the order service's next read
        // applies the clock to the row.
        const finished =
          order.status === 'finished' ||
          (order.status === 'paid' && order.travel_end_at !== null && order.travel_end_at.getTime() <= nowMs);
        if (!finished) {
          throw new LegacyError(
            InvoiceFlag.ORDER_NOT_INVOICEABLE,
            '订单完成（行程结束）后才能开具发票，请届时再来',
          );
        }
        const existing = await tx.query('select id from e_invoices where order_no = $1', [orderNo]);
        if (existing.length > 0) {
          throw new LegacyError(
            InvoiceFlag.ALREADY_REQUESTED,
            '这个订单已申请过电子发票，每个订单只能开具一次',
          );
        }
        const [title] = await tx.query<TitleRow>(
          `select ${TITLE_COLUMNS} from invoice_titles where id = $1 and member_id = $2`,
          [titleId, member.id],
        );
        if (!title) throw titleNotFound();
        const [inserted] = await tx.query<EInvoiceRow>(
          `insert into e_invoices (order_no, member_id, title_kind, title_name, tax_number, amount_fen, email, requested_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${E_INVOICE_COLUMNS}`,
          [
            orderNo,
            member.id,
            title.kind,
            title.name,
            title.tax_number,
            // What was paid less what was refunded (a partial refund leaves the order paid).
            await paidLessRefundedFen(tx, order),
            email,
            new Date(nowMs),
          ],
        );
        return inserted!;
      });
      return { e_invoice: eInvoiceJson(row, nowMs) };
    });

    route(contract.queryEInvoice, async ({ params, member, nowMs }) => {
      const orderNo = orderNoParam(params);
      const orders = await db.query(
        'select 1 from orders where order_no = $1 and member_id = $2 and deleted_at is null',
        [orderNo, member.id],
      );
      if (orders.length === 0) throw orderNotFound();
      const [row] = await db.query<EInvoiceRow>(
        `select ${E_INVOICE_COLUMNS} from e_invoices where order_no = $1`,
        [orderNo],
      );
      return { e_invoice: row ? eInvoiceJson(row, nowMs) : null };
    });
  },
};
