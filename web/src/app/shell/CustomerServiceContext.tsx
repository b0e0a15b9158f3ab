import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Loaded on demand: it holds the chat query, which the first screen does not need. */
const CustomerServicePopup = lazy(() => import('./CustomerServicePopup.tsx'));

/** Warms the popup's chunk (the tab bar calls it as a finger lands on it) so a tap opens it with little wait. */
export const preloadCustomerService = () => void import('./CustomerServicePopup.tsx');

interface CustomerService {
  /** Opens the customer-service popup (spec §2.7): online chat and the phone line. */
  open: () => void;
}

const CustomerServiceContext = createContext<CustomerService>({ open: () => {} });

export function CustomerServiceProvider({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  // Mounted from the first open on, so closing keeps the popup's exit animation.
  const [used, setUsed] = useState(false);
  const open = useCallback(() => {
    setUsed(true);
    setVisible(true);
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <CustomerServiceContext.Provider value={value}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <CustomerServicePopup visible={visible} onClose={() => setVisible(false)} />
        </Suspense>
      )}
    </CustomerServiceContext.Provider>
  );
}

export function useCustomerService(): CustomerService {
  return useContext(CustomerServiceContext);
}
