// Orders as the graph answers them, for the order and payment pages' tests.

export const ME = { __typename: 'User', id: '1' };

export interface ListOrderOverrides {
  orderNo?: string;
  type?: string;
  typeCode?: number;
  status?: string;
  statusText?: string;
  payRemainingSeconds?: number | null;
  actions?: { canPay: boolean; canCancel: boolean; canDelete: boolean };
}

/** An order as the list selects it; unpaid domestic flight unless told otherwise. */
export function listOrder(overrides: ListOrderOverrides = {}) {
  const orderNo = overrides.orderNo ?? '2611230930001234';
  const status = overrides.status ?? 'UNPAID';
  return {
    __typename: 'FlightOrder',
    id: orderNo,
    orderNo,
    type: overrides.type ?? 'DOMESTIC_FLIGHT',
    typeCode: overrides.typeCode ?? 8,
    status,
    statusText: overrides.statusText ?? (status === 'UNPAID' ? '待支付' : '已出票'),
    title: '北京 → 上海',
    subtitle: '11月23日 08:00 CA1501 经济舱',
    total: { __typename: 'Money', text: '¥1280' },
    payRemainingSeconds:
      overrides.payRemainingSeconds === undefined
        ? status === 'UNPAID'
          ? 900
          : null
        : overrides.payRemainingSeconds,
    actions: {
      __typename: 'OrderActions',
      ...(overrides.actions ?? {
        canPay: status === 'UNPAID',
        canCancel: status === 'UNPAID',
        canDelete: status === 'CANCELLED' || status === 'FINISHED',
      }),
    },
  };
}

/** A page of the list. */
export function orderPage(items: unknown[], { total = items.length, pageNum = 1, hasMore = false } = {}) {
  return { __typename: 'OrderPage', total, pageNum, pageSize: 10, hasMore, items };
}
