// Calls typed by the REST contract (schema/src/rest): the parameters a route declares go in, the
// `data` shape it declares comes out. A domain's api.ts builds its methods from these.
import type {
  AuthMode,
  DataOf,
  ParamsOf,
  Prefix,
  RestRoute,
  TObject,
  TSchema,
} from '@storefront/schema/rest';
import type { Upstream } from '../context.ts';

/** A contract route the gateway can call: one under the three prefixes (so GET or POST). */
export type CallableRoute = RestRoute<TObject, TSchema, AuthMode, Prefix>;

/** Whether a route takes no parameters a caller must give. */
type NoneRequired<R extends CallableRoute> = Record<string, never> extends ParamsOf<R> ? true : false;

/** One call of a contract route, for the member (or anonymous caller) `up` is bound to. */
export function callRest<R extends CallableRoute>(
  up: Upstream,
  route: R,
  params: ParamsOf<R>,
): Promise<DataOf<R>> {
  return up.call<DataOf<R>>(route, params as Record<string, unknown>);
}

/**
 * A domain api's method for one route: `(up, params)`, or `(up)` when the route needs no parameter.
 * `getUserInfo: restMethod(user.getUserInfo)`.
 */
export function restMethod<R extends CallableRoute>(
  route: R,
): NoneRequired<R> extends true
  ? (up: Upstream, params?: ParamsOf<R>) => Promise<DataOf<R>>
  : (up: Upstream, params: ParamsOf<R>) => Promise<DataOf<R>> {
  return ((up: Upstream, params?: ParamsOf<R>) =>
    callRest(up, route, (params ?? {}) as ParamsOf<R>)) as never;
}
