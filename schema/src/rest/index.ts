// The legacy backend's REST contract, one file per area. `restRoutes` is what the stand-in serves
// and the gateway calls; with `restShapes` and contract.template.md it renders legacy/CONTRACT.md.
// A new area adds its file and one line in each of the two lists below.
import { appRoutes } from './app.ts';
import { devRoutes, Fault, faultRoutes } from './dev.ts';
import { City, CityGroup, geoRoutes, Weather, WeatherDay, WeatherNow } from './geo.ts';
import {
  Banner,
  Floor,
  homeRoutes,
  HotDestination,
  HotHotel,
  HotStore,
  imageRoutes,
  MenuEntry,
  Notice,
  ProductCard,
  StoreGood,
  Theme,
  ThemeDetail,
  ThemeSection,
} from './home.ts';
import type { RestRoute, TSchema } from './kit.ts';
import { serviceRoutes } from './service.ts';
import { ShowButton, shellRoutes, Tab } from './shell.ts';
import { UserInfo, userRoutes } from './user.ts';

export const restRoutes = {
  user: userRoutes,
  app: appRoutes,
  geo: geoRoutes,
  home: homeRoutes,
  shell: shellRoutes,
  images: imageRoutes,
  service: serviceRoutes,
  dev: devRoutes,
  faults: faultRoutes,
} satisfies Record<string, Record<string, RestRoute>>;

export const restShapes: Record<string, readonly TSchema[]> = {
  user: [UserInfo],
  geo: [City, CityGroup, Weather, WeatherNow, WeatherDay],
  home: [
    ProductCard,
    Banner,
    MenuEntry,
    Floor,
    HotDestination,
    HotHotel,
    HotStore,
    StoreGood,
    Notice,
    Theme,
    ThemeDetail,
    ThemeSection,
  ],
  shell: [Tab, ShowButton],
  faults: [Fault],
};

export * from './kit.ts';
