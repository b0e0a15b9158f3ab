// Where the storefront runs (spec §1, §4): the host markers and their detection, shared by the web
// (layout, launch) and the gateway (the still first paint of `/` draws the open-app banner only
// where the app will).
export * from './config.ts';
export { appBridgeFor, BROWSER_HOST, detectHost, HOST_KINDS, kindFlags, miniProgramFlag } from './detectHost.ts';
export type { AppBridge, HostInfo, HostInput, HostKind } from './detectHost.ts';
export { compareVersions, numericVersion } from './version.ts';
