// The package entry: the shared rules and the scalars. Named re-exports only, so bundlers can
// drop whatever a consumer does not use (the web never pulls in the scalar types this way).
export * from './validation.ts';
export * from './scalars.ts';
