// The legacy backend's REST contract, one file per area. `restRoutes` is what the stand-in serves
// and the gateway calls; with `restShapes` and contract.template.md it renders legacy/CONTRACT.md.
// A new area adds its file and one line in each of the two lists below.
import { flightRoutes, flightShapes } from './flight.ts';
import { flightOrderRoutes, flightOrderShapes } from './flightOrder.ts';
import type { RestRoute, TSchema } from './kit.ts';
import { Company, EInvoice, InvoiceTitle, invoiceRoutes } from './invoice.ts';
import { Contact, DocumentType, Tourist, TouristDocument, travellerRoutes } from './traveller.ts';
import { Order, OrderActions, orderRoutes } from './order.ts';
import { Payment, PaymentNotice, payRoutes } from './pay.ts';
import { UserInfo, userRoutes } from './user.ts';

export const restRoutes = {
  user: userRoutes,
  flight: flightRoutes,
  flightOrder: flightOrderRoutes,
  traveller: travellerRoutes,
  invoice: invoiceRoutes,
  order: orderRoutes,
  pay: payRoutes,
} satisfies Record<string, Record<string, RestRoute>>;

export const restShapes: Record<string, readonly TSchema[]> = {
  user: [UserInfo],
  flight: flightShapes,
  flightOrder: flightOrderShapes,
  traveller: [Tourist, TouristDocument, DocumentType, Contact],
  invoice: [InvoiceTitle, Company, EInvoice],
  order: [Order, OrderActions],
  pay: [Payment, PaymentNotice],
};

export * from './kit.ts';
