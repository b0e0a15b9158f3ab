// The legacy backend's REST contract. `restRoutes` is what the stand-in serves and the gateway
// calls (`restRoutes.flight.search`); with `restShapes` and contract.template.md it renders
// legacy/CONTRACT.md. The areas are listed in areas.ts, one line each.
import * as areas from './areas.ts';
import type { TSchema } from './kit.ts';

type Areas = typeof areas;

export const restRoutes = Object.fromEntries(
  Object.entries(areas).map(([name, area]) => [name, area.routes]),
) as { readonly [A in keyof Areas]: Areas[A]['routes'] };

export const restShapes: Readonly<Record<string, readonly TSchema[]>> = Object.fromEntries(
  Object.entries(areas).map(([name, area]) => [name, area.shapes]),
);

export * from './kit.ts';
