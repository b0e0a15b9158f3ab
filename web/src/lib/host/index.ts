export { appBridgeFor, BROWSER_HOST, detectHost, miniProgramFlag } from './detectHost.ts';
export type { AppBridge, HostInfo, HostInput, HostKind } from './detectHost.ts';
export { compareVersions, numericVersion } from './version.ts';
