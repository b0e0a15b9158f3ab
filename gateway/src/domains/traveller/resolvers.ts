import { ageClass, isValidDate, validateEmail } from '@storefront/schema/validation';
import { money } from '@storefront/schema/scalars';
import type { GatewayContext } from '../../context.ts';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { assertValid, withUserErrors } from '../shared/payload.ts';
import { contactApi, invoiceApi, travellerApi, type LegacyEInvoice } from './api.ts';
import { documentTypeOf, maskDocumentNumber } from './documents.ts';
import { numericId, optionalEmail, titleInput, travellerInput } from './input.ts';
import { badInput, nullOnFlag } from '../shared/guards.ts';

const GENDERS = ['UNKNOWN', 'MALE', 'FEMALE'] as const;
const MAX_PAGE_SIZE = 50;

/** The document types, asked once per request however many fields need them. */
function documentTypes(ctx: GatewayContext) {
  return ctx.cache.get('traveller.documentTypes', () =>
    travellerApi.documentTypes(ctx.upstream).then((answer) => answer.list),
  );
}

function eInvoiceStatus(e: LegacyEInvoice) {
  return e.status === 'issued' ? 'ISSUED' : 'ISSUING';
}

export const travellerResolvers: Resolvers = {
  DocumentTypeInfo: {
    type: (t) => documentTypeOf(t.documentTypeId),
    name: (t) => t.name,
    rule: (t) => t.rule,
    needsExpiry: (t) => t.needs_expiry,
  },
  TravellerDocument: {
    type: (d) => documentTypeOf(d.documentTypeId),
    number: (d) => d.number,
    maskedNumber: (d) => maskDocumentNumber(d.number),
    expiresOn: (d) => d.expires_on,
    issuingCountry: (d) => d.issuing_country,
  },
  Traveller: {
    id: (t) => String(t.touristInfoId),
    name: (t) => t.name,
    englishSurname: (t) => t.english_surname,
    englishGivenName: (t) => t.english_given_name,
    gender: (t) => GENDERS[t.gender] ?? 'UNKNOWN',
    birthday: (t) => t.birthday,
    mobile: (t) => t.mobile,
    documents: (t) => t.documents,
    isSelf: (t) => t.is_self,
    ageClass: (t, { on }) => {
      // A date before the birth asks about someone not yet born: the client's mistake, not ours.
      if (!isValidDate(on) || on < t.birthday) {
        throw badInput('出行日期不能早于旅客的出生日期', 'on');
      }
      return ageClass(t.birthday, on);
    },
  },
  TravellerPage: {
    items: (p) => p.list,
    pageNum: (p) => p.pageNum,
    pageSize: (p) => p.pageSize,
    total: (p) => p.total,
    hasMore: (p) => p.pageNum * p.pageSize < p.total,
  },
  Contact: {
    id: (c) => String(c.id),
    name: (c) => c.name,
    mobile: (c) => c.mobile,
    email: (c) => c.email,
  },
  InvoiceTitle: {
    id: (t) => String(t.invoiceId),
    kind: (t) => (t.kind === 2 ? 'COMPANY' : 'PERSONAL'),
    name: (t) => t.name,
    taxNumber: (t) => t.tax_number,
    address: (t) => t.address,
    phone: (t) => t.phone,
    bankName: (t) => t.bank_name,
    bankAccount: (t) => t.bank_account,
    isDefault: (t) => t.is_default,
  },
  CompanyMatch: {
    name: (c) => c.name,
    taxNumber: (c) => c.tax_number,
  },
  EInvoice: {
    id: (e) => String(e.id),
    orderNo: (e) => e.order_no,
    status: eInvoiceStatus,
    titleName: (e) => e.title_name,
    taxNumber: (e) => e.tax_number,
    amount: (e) => money(e.amount_fen),
    email: (e) => e.email,
    requestedAt: (e) => e.requested_at,
    issuedAt: (e) => e.issued_at,
  },
  Query: {
    travellers: (_root, { pageNum, pageSize }, ctx) => {
      const page = pageNum ?? 1;
      const size = pageSize ?? 20;
      if (!Number.isInteger(page) || page < 1)
        assertValid({ ok: false, message: '页码应从1开始' }, ['pageNum']);
      if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
        assertValid({ ok: false, message: `每页条数应为1-${MAX_PAGE_SIZE}` }, ['pageSize']);
      }
      return travellerApi.list(ctx.upstream, { pageNum: page, pageSize: size });
    },
    traveller: (_root, { id }, ctx) => {
      // An id that could never be a traveller's is "not theirs or gone", like an unknown one.
      if (!/^\d{1,10}$/.test(id)) return null;
      return nullOnFlag(
        async () => (await travellerApi.info(ctx.upstream, { touristInfoId: Number(id) })).tourist,
        2301,
      );
    },
    documentTypes: (_root, _args, ctx) => documentTypes(ctx),
    contacts: async (_root, _args, ctx) => (await contactApi.list(ctx.upstream)).list,
    invoiceTitles: async (_root, _args, ctx) => (await invoiceApi.list(ctx.upstream)).list,
    searchCompanies: async (_root, { keyword }, ctx) => {
      const trimmed = keyword.trim();
      // A type-ahead asks after every keystroke: fewer than 2 characters simply match nothing.
      if (Array.from(trimmed).length < 2) return [];
      return (await invoiceApi.searchCompany(ctx.upstream, { keyword: trimmed })).list;
    },
    // The order query says whether the order exists; here an order that is not the member's reads
    // as "no invoice", so a page asking for both is not failed by this field.
    eInvoice: (_root, { orderNo }, ctx) => {
      const trimmed = orderNo.trim();
      if (!/^[0-9A-Za-z_-]{1,40}$/.test(trimmed)) return null;
      return nullOnFlag(
        async () => (await invoiceApi.queryEInvoice(ctx.upstream, { order_no: trimmed })).e_invoice,
        2313,
      );
    },
  },
  Mutation: {
    createTraveller: (_root, { input }, ctx) => {
      const body = travellerInput(input);
      return withUserErrors(
        async () => ({ traveller: (await travellerApi.add(ctx.upstream, body)).tourist, userErrors: [] }),
        (userErrors) => ({ traveller: null, userErrors }),
      );
    },
    updateTraveller: (_root, { input }, ctx) => {
      const touristInfoId = numericId(input.id, ['input', 'id']);
      const body = travellerInput(input);
      return withUserErrors(
        async () => ({
          traveller: (await travellerApi.update(ctx.upstream, { touristInfoId, ...body })).tourist,
          userErrors: [],
        }),
        (userErrors) => ({ traveller: null, userErrors }),
      );
    },
    deleteTraveller: (_root, { input }, ctx) => {
      const touristInfoId = numericId(input.id, ['input', 'id']);
      return withUserErrors(
        async () => {
          await travellerApi.delete(ctx.upstream, { touristInfoId });
          return { deletedId: input.id, userErrors: [] };
        },
        (userErrors) => ({ deletedId: null, userErrors }),
      );
    },
    saveContact: (_root, { input }, ctx) => {
      const id = input.id ? numericId(input.id, ['input', 'id']) : undefined;
      const email = optionalEmail(input.email, ['input', 'email']);
      return withUserErrors(
        async () => {
          const { contact } = await contactApi.save(ctx.upstream, {
            ...(id !== undefined ? { id } : {}),
            name: input.name.trim(),
            mobile: input.mobile,
            ...(email !== undefined ? { email } : {}),
          });
          return { contact, userErrors: [] };
        },
        (userErrors) => ({ contact: null, userErrors }),
      );
    },
    deleteContact: (_root, { input }, ctx) => {
      const id = numericId(input.id, ['input', 'id']);
      return withUserErrors(
        async () => {
          await contactApi.delete(ctx.upstream, { id });
          return { deletedId: input.id, userErrors: [] };
        },
        (userErrors) => ({ deletedId: null, userErrors }),
      );
    },
    saveInvoiceTitle: (_root, { input }, ctx) => {
      const id = input.id ? numericId(input.id, ['input', 'id']) : undefined;
      const body = titleInput(input);
      return withUserErrors(
        async () => {
          const { invoice } =
            id === undefined
              ? await invoiceApi.save(ctx.upstream, body)
              : await invoiceApi.update(ctx.upstream, { invoiceId: id, ...body });
          return { invoiceTitle: invoice, userErrors: [] };
        },
        (userErrors) => ({ invoiceTitle: null, userErrors }),
      );
    },
    deleteInvoiceTitle: (_root, { input }, ctx) => {
      const invoiceId = numericId(input.id, ['input', 'id']);
      return withUserErrors(
        async () => {
          await invoiceApi.delete(ctx.upstream, { invoiceId });
          return { deletedId: input.id, userErrors: [] };
        },
        (userErrors) => ({ deletedId: null, userErrors }),
      );
    },
    requestEInvoice: (_root, { input }, ctx) => {
      const orderNo = input.orderNo.trim();
      if (orderNo === '') assertValid({ ok: false, message: '请选择要开票的订单' }, ['input', 'orderNo']);
      const invoiceId = numericId(input.invoiceTitleId, ['input', 'invoiceTitleId']);
      const email = input.email.trim();
      assertValid(validateEmail(email), ['input', 'email']);
      return withUserErrors(
        async () => ({
          invoice: (await invoiceApi.buildEInvoice(ctx.upstream, { order_no: orderNo, invoiceId, email }))
            .e_invoice,
          userErrors: [],
        }),
        (userErrors) => ({ invoice: null, userErrors }),
      );
    },
  },
};
