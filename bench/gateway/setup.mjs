// The benchmark's data, made once through the gateway's own mutations: a fresh member logged in by SMS
// code (read from the stand-in's development outbox), one saved traveller, and enough flight orders
// (PEK → SHA a few days ahead, one per flight) that the order list has a full page of 20, each paid
// at the cashier once booked (a member may hold three unpaid orders at once).
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { setupGql, text, undici } from './http.mjs';

export const ROUTE = { from: 'PEK', to: 'SHA' };
/** How many days ahead the searched and booked flights leave. */
export const DAYS_AHEAD = 3;

/** Today's date in Shanghai plus `days`, as YYYY-MM-DD (the stand-in's calendar). */
export function shanghaiDate(days = 0) {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
}

async function smsCode(legacyUrl, mobile) {
  for (let tries = 0; tries < 50; tries++) {
    const res = await undici.request(`${legacyUrl}/__dev/sms?mobile=${mobile}`);
    const body = JSON.parse(await text(res));
    if (body.flag === 0 && body.data?.code) return body.data.code;
    await sleep(100);
  }
  throw new Error(`no SMS code for ${mobile} in the stand-in's outbox`);
}

const SEND_CODE = `mutation BenchSendCode($mobile: String!) {
  sendVerifyCode(input: { mobile: $mobile, purpose: LOGIN }) { resendIn userErrors { code message } } }`;
const LOGIN = `mutation BenchLogin($mobile: String!, $code: String!) {
  loginByCode(input: { mobile: $mobile, code: $code }) { user { id } userErrors { code message } } }`;
const TRAVELLER = `mutation BenchTraveller($input: CreateTravellerInput!) {
  createTraveller(input: $input) { traveller { id } userErrors { code message } } }`;
const SEARCH = `query BenchSearch($from: String!, $to: String!, $date: Date!) {
  flightSearch(from: $from, to: $to, date: $date) { flights { id fares(cabinClass: ECONOMY) { id seatsLeft adultPrice { fen } } } } }`;
const BOOK = `mutation BenchBook($input: CreateFlightOrderInput!) {
  createFlightOrder(input: $input) { order { orderNo } userErrors { code message } } }`;
const PAY = `mutation BenchPay($input: PayOrderInput!) {
  payOrder(input: $input) { payment { cashierUrl } userErrors { code message } } }`;

/** Pays an order as a shopper does: payOrder, then 确认支付 at the cashier the gateway serves. */
async function payOrder(gql, gatewayUrl, cookies, orderNo) {
  const started = await gql(PAY, { input: { orderNo, method: 'WECHAT' } }, cookies);
  const res = await undici.request(`${gatewayUrl}${started.data.payOrder.payment.cashierUrl}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  await text(res);
  if (res.statusCode !== 303)
    throw new Error(`the cashier did not take the payment of ${orderNo}: ${res.statusCode}`);
}

/**
 * Logs a fresh member in and books `orders` one-way economy flights for one traveller, paying each.
 * Returns the session cookies (`sf_token`, `sf_uid`) and what was booked.
 */
export async function setUpMember({ gatewayUrl, legacyUrl, internalToken, orders = 22 }) {
  const mobile = `139${String(randomInt(1e8)).padStart(8, '0')}`;
  const gql = (query, variables, cookies) =>
    setupGql(gatewayUrl, { query, variables, cookies, internalToken });

  await gql(SEND_CODE, { mobile });
  const code = await smsCode(legacyUrl, mobile);
  const login = await gql(LOGIN, { mobile, code });
  const cookies = { sf_token: login.cookies.sf_token, sf_uid: login.cookies.sf_uid };
  if (!cookies.sf_token) throw new Error('login set no sf_token cookie');
  if (!cookies.sf_uid) delete cookies.sf_uid;

  const traveller = await gql(
    TRAVELLER,
    {
      input: {
        name: '张测试',
        englishSurname: 'ZHANG',
        englishGivenName: 'CESHI',
        gender: 'MALE',
        birthday: '1985-05-05',
        mobile,
        documents: [
          {
            type: 'PASSPORT',
            number: `E${String(randomInt(1e8)).padStart(8, '0')}`,
            expiresOn: '2040-12-31',
          },
        ],
      },
    },
    cookies,
  );
  const travellerId = traveller.data.createTraveller.traveller.id;

  // One order per flight, on as many days from DAYS_AHEAD on as it takes.
  const booked = [];
  for (let day = DAYS_AHEAD; booked.length < orders && day < DAYS_AHEAD + 20; day++) {
    const search = await gql(SEARCH, { ...ROUTE, date: shanghaiDate(day) }, cookies);
    for (const flight of search.data.flightSearch.flights) {
      if (booked.length >= orders) break;
      const fare = flight.fares
        .filter((f) => f.seatsLeft > 0)
        .sort((a, b) => a.adultPrice.fen - b.adultPrice.fen)[0];
      if (!fare) continue;
      const res = await gql(
        BOOK,
        {
          input: {
            idempotencyKey: `bench-${Date.now()}-${booked.length}`,
            fareIds: [fare.id],
            passengers: [{ travellerId, documentType: 'PASSPORT' }],
            contact: { name: '张测试', mobile },
          },
        },
        cookies,
      );
      const orderNo = res.data.createFlightOrder.order.orderNo;
      await payOrder(gql, gatewayUrl, cookies, orderNo);
      booked.push(orderNo);
    }
  }
  if (booked.length < orders)
    throw new Error(`only ${booked.length} of ${orders} flight orders could be booked`);
  return { mobile, cookies, travellerId, orders: booked };
}
