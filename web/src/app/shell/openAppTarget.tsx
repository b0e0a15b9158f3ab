import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AppPathInput } from '../../lib/openApp/index.ts';

interface TargetState {
  target: AppPathInput;
  setTarget: (target: AppPathInput | null) => void;
}

const HOME: AppPathInput = {};
const OpenAppTargetContext = createContext<TargetState>({ target: HOME, setTarget: () => {} });

/** Holds where "open now" lands in the app for the current page (the app's home by default). */
export function OpenAppTargetProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<AppPathInput | null>(null);
  const value = useMemo(() => ({ target: target ?? HOME, setTarget }), [target]);
  return <OpenAppTargetContext.Provider value={value}>{children}</OpenAppTargetContext.Provider>;
}

/**
 * A page says where in the app the banner should open (spec §2.8 inputs: sId, hId, pId, startCity,
 * endCity, routerList), e.g. `useOpenAppTarget({ sId: 4000, hId: 3, pId: id })` on a product page.
 * Cleared when the page goes, so the next page does not inherit it.
 */
export function useOpenAppTarget(target: AppPathInput | null): void {
  const { setTarget } = useContext(OpenAppTargetContext);
  const key = JSON.stringify(target);
  useEffect(() => {
    setTarget(key === 'null' ? null : (JSON.parse(key) as AppPathInput));
    return () => setTarget(null);
  }, [key, setTarget]);
}

export function useCurrentOpenAppTarget(): AppPathInput {
  return useContext(OpenAppTargetContext).target;
}
