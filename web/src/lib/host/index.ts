// Host detection lives in the schema package, shared with the gateway (@storefront/schema/host).
export {
  appBridgeFor,
  BROWSER_HOST,
  compareVersions,
  detectHost,
  HOST_KINDS,
  kindFlags,
  miniProgramFlag,
  numericVersion,
} from '@storefront/schema/host';
export type { AppBridge, HostInfo, HostInput, HostKind } from '@storefront/schema/host';
