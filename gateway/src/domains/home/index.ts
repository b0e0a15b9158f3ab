// The home page: banners, menus, floors and themes.
import { defineDomain } from '../shared/domain.ts';
import { homeResolvers } from './resolvers.ts';

export default defineDomain({
  name: 'home',
  resolvers: homeResolvers,
});
