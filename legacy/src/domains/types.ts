import type { RouteFn } from '../core/router.ts';
import type { Db } from '../db/types.ts';

export interface LegacyConfig {
  /** Production hides development tools (/__dev). */
  production: boolean;
  tokenTtlSeconds: number;
  /** Verifies the signature of customer-service chat links. */
  customerServiceSecret: string;
  /** Signs and verifies the simulated payment provider's notifications (pay domain). */
  paySecret: string;
}

/** What a domain gets to register its routes with. */
export interface DomainContext {
  route: RouteFn;
  db: Db;
  /** The server clock (ms); injected by tests. */
  clock: () => number;
  config: LegacyConfig;
}

export interface Domain {
  name: string;
  register(ctx: DomainContext): void;
}
