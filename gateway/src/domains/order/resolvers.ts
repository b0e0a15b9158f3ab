import type { Resolvers } from '../../__generated__/resolvers-types.ts';

export const orderResolvers: Resolvers = {};
