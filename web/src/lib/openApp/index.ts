export {
  appPath,
  DETAIL_CATEGORY,
  END_CITY_SUBTYPES,
  HOME_CATEGORY,
  START_END_CITY_SUBTYPES,
} from './appPath.ts';
export type { AppPathInput, AppPathOptions } from './appPath.ts';
export { clipboardText, deepLink } from './deepLink.ts';
export { bannerStyleFor, routeNameFor } from './bannerStyle.ts';
export { launchPlan } from './launchPlan.ts';
export type { LaunchHost, LaunchMode, LaunchPlan, LaunchRequest, LaunchStep } from './launchPlan.ts';
