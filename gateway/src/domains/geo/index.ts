// The city switcher, locating and the weather.
import { defineDomain } from '../shared/domain.ts';
import { geoResolvers } from './resolvers.ts';

export default defineDomain({
  name: 'geo',
  resolvers: geoResolvers,
});
