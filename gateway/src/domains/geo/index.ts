// The city switcher, locating, the weather, and where the map pages get their tiles.
import { defineDomain } from '../shared/domain.ts';
import { geoResolvers } from './resolvers.ts';

export default defineDomain({
  name: 'geo',
  resolvers: geoResolvers,
});
