// Every domain's resolvers, merged into one map. A new domain adds one import and one entry.
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { userResolvers } from './user/resolvers.ts';

export const domainResolvers: Resolvers[] = [userResolvers];
