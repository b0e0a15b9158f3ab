// What a gateway domain is: its resolvers and what it adds to the shared tables (the `Order`
// implementation of its order types, the codes of its backend flags). Each domain's index.ts
// default-exports one `defineDomain(...)`; domains/index.ts lists them, one line each.
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { registerFlagCodes } from '../../upstream/errors.ts';

export interface GatewayDomain {
  name: string;
  resolvers: Resolvers;
  /**
   * The backend's order-type codes this domain's `Order` implementation draws, with that type's
   * name (`{ 2: 'FlightOrder', 8: 'FlightOrder' }`). Orders of codes no domain claims are not shown.
   */
  orderTypes?: Readonly<Record<number, string>>;
  /** The domain's backend flags with the GraphQL error code each becomes (`{ 2602: 'SOLD_OUT' }`). */
  flagCodes?: Readonly<Record<number, string>>;
}

const implementations = new Map<number, string>();

/** Registers the domain's shares of the tables; a code claimed twice stops the gateway at start. */
export function defineDomain(domain: GatewayDomain): GatewayDomain {
  for (const [code, typeName] of Object.entries(domain.orderTypes ?? {})) {
    const taken = implementations.get(Number(code));
    if (taken && taken !== typeName)
      throw new Error(`order type ${code}: ${taken} and ${typeName} (${domain.name})`);
    implementations.set(Number(code), typeName);
  }
  if (domain.flagCodes) registerFlagCodes(domain.flagCodes, domain.name);
  return domain;
}

/** The graph type drawing orders of this backend order type, or undefined when none does. */
export function orderImplementation(orderType: number): string | undefined {
  return implementations.get(orderType);
}

/** Every order type some domain draws, ascending. */
export function shownOrderTypes(): number[] {
  return [...implementations.keys()].sort((a, b) => a - b);
}
