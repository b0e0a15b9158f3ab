// The app shell: tab bar, show-button, host configuration.
import { defineDomain } from '../shared/domain.ts';
import { shellResolvers } from './resolvers.ts';

export default defineDomain({
  name: 'shell',
  resolvers: shellResolvers,
});
