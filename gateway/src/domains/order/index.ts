// The `Order` interface every product implements, the order list and payment.
import { defineDomain } from '../shared/domain.ts';
import { orderResolvers } from './resolvers.ts';

export default defineDomain({
  name: 'order',
  resolvers: orderResolvers,
  flagCodes: {
    2501: 'ORDER_NOT_FOUND',
    2502: 'ORDER_NOT_CANCELLABLE',
    2503: 'ORDER_NOT_DELETABLE',
    2504: 'ORDER_NOT_PAYABLE',
    2505: 'ORDER_ALREADY_PAID',
    2506: 'UNPAID_ORDER_LIMIT',
    2507: 'DUPLICATE_BOOKING',
  },
});
