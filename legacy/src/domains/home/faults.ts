import { restRoutes, type Static } from '@storefront/schema/rest';
import type { Fault as FaultShape } from '@storefront/schema/rest/faults';
import type { FastifyRequest } from 'fastify';
import { badParam, Flag, LegacyError } from '../../core/errors.ts';
import type { Params } from '../../core/params.ts';
import type { RouteFn } from '../../core/router.ts';
import type { DomainContext } from '../types.ts';

const contract = restRoutes.faults;

// The development fault switch: gateway and browser tests make one endpoint fail (or slow down)
// while the rest of the page keeps working, to prove each section degrades on its own. It exists
// only outside production: there the wrapper is the plain route helper and /__dev/fault is absent.

/** One fault as the switch holds and lists it (schema/src/rest/dev.ts says what each field means). */
export type Fault = Static<typeof FaultShape>;

const MAX_DELAY_MS = 180_000; // longer than the gateway's slowest deadline (130 s), so it can time out
const DEFAULT_MSG = '服务暂时不可用，请稍后再试';

class FaultRegistry {
  private readonly faults = new Map<string, Fault>();

  list(): Fault[] {
    return [...this.faults.values()];
  }

  set(fault: Fault): void {
    this.faults.set(fault.path, fault);
  }

  clear(path?: string): number {
    if (path === undefined) {
      const count = this.faults.size;
      this.faults.clear();
      return count;
    }
    return this.faults.delete(path) ? 1 : 0;
  }

  /** The fault for a request path: an exact entry, else the longest matching prefix. */
  private match(path: string): Fault | undefined {
    const exact = this.faults.get(path);
    if (exact) return exact;
    let best: Fault | undefined;
    for (const fault of this.faults.values()) {
      if (!fault.path.endsWith('*')) continue;
      const prefix = fault.path.slice(0, -1);
      if (path.startsWith(prefix) && (!best || prefix.length > best.path.length - 1)) best = fault;
    }
    return best;
  }

  /** Applies the matching fault, if any: waits, then throws the failure. */
  async apply(request: FastifyRequest): Promise<void> {
    const fault = this.match(request.url.split('?')[0] ?? '');
    if (!fault) return;
    if (fault.times !== null) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults.delete(fault.path);
    }
    if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.flag !== null) throw new LegacyError(fault.flag, fault.msg, fault.status);
  }
}

// One registry per server: every domain of a server shares the same route helper, and tests run
// several servers in one process.
const registries = new WeakMap<RouteFn, FaultRegistry>();

function registryOf(route: RouteFn): FaultRegistry {
  let registry = registries.get(route);
  if (!registry) {
    registry = new FaultRegistry();
    registries.set(route, registry);
  }
  return registry;
}

/** The route helper with the fault switch in front of every handler (outside production). */
export function faultable(ctx: DomainContext): RouteFn {
  if (ctx.config.production) return ctx.route;
  const registry = registryOf(ctx.route);
  return (spec, handler) =>
    ctx.route(spec, async (call) => {
      await registry.apply(call.request);
      return handler(call);
    });
}

function optionalInt(params: Params, name: string, min: number, max: number): number | undefined {
  const text = params.optionalString(name, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw badParam(`${name} 应为 ${min}–${max} 的整数`);
  return value;
}

/** Reads a POST /__dev/fault body into a fault; what is left out gets a sensible default. */
function faultFrom(params: Params): Fault {
  const path = params.string('path', 'path');
  if (!path.startsWith('/')) throw badParam('path 应以 / 开头');
  const flag = optionalInt(params, 'flag', 1, 99_999);
  const status = optionalInt(params, 'status', 200, 599);
  const delayMs = optionalInt(params, 'delayMs', 0, MAX_DELAY_MS) ?? 0;
  const times = optionalInt(params, 'times', 1, 1_000_000) ?? null;
  const msg = params.optionalString('msg', 'msg') ?? DEFAULT_MSG;
  // Nothing but a delay asked for: slow the call down and let it succeed.
  const delayOnly = flag === undefined && status === undefined && delayMs > 0;
  const failFlag = delayOnly ? null : (flag ?? Flag.INTERNAL);
  const failStatus = status ?? (failFlag === Flag.INTERNAL ? 500 : failFlag === Flag.NOT_FOUND ? 404 : 200);
  return { path, flag: failFlag, msg, status: failStatus, delayMs, times };
}

/** Registers GET/POST/DELETE /__dev/fault (outside production only). */
export function registerFaultSwitch(ctx: DomainContext): void {
  if (ctx.config.production) return;
  const registry = registryOf(ctx.route);

  ctx.route(contract.list, () => ({ list: registry.list() }));

  ctx.route(contract.set, ({ params }) => {
    const fault = faultFrom(params);
    registry.set(fault);
    return { fault };
  });

  ctx.route(contract.clear, ({ params, request }) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const fromQuery = typeof query.path === 'string' && query.path !== '' ? query.path : undefined;
    const path = fromQuery ?? params.optionalString('path', 'path');
    return { cleared: registry.clear(path) };
  });
}
