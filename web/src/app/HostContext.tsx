import { createContext, useContext, type ReactNode } from 'react';
import { BROWSER_HOST, type HostInfo } from '../lib/host/index.ts';

const HostContext = createContext<HostInfo>(BROWSER_HOST);

/** Makes the visit's host (see `resolveHost`) available to every component under it. */
export function HostProvider({ host, children }: { host: HostInfo; children: ReactNode }) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

/**
 * Where the page runs: the one answer every host-dependent rule reads (chrome hidden in apps and
 * mini-programs, banner, customer service, error reports). A plain browser outside the provider.
 */
export function useHost(): HostInfo {
  return useContext(HostContext);
}
