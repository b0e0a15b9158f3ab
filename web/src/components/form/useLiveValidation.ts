import { useCallback, useMemo, useState } from 'react';

export interface LiveValidation {
  /** The Form.Item `validateTrigger` for a field: blur until first touched, then every change. */
  triggerFor: (name: string) => string | string[];
  /** Call on blur: from now on the field validates as the user types. */
  touch: (name: string) => void;
  /** Call on a submit attempt: every field validates as the user types. */
  touchAll: () => void;
}

const BLUR = 'onBlur';
const LIVE = ['onChange', 'onBlur'];

/**
 * Errors should not shout while the shopper is still typing a field for the first time, but once
 * a field was left (or a submit tried) its message must follow each keystroke.
 */
export function useLiveValidation(): LiveValidation {
  const [touched, setTouched] = useState<ReadonlySet<string> | 'all'>(() => new Set());
  const touch = useCallback((name: string) => {
    setTouched((prev) => (prev === 'all' || prev.has(name) ? prev : new Set(prev).add(name)));
  }, []);
  const touchAll = useCallback(() => setTouched('all'), []);
  return useMemo(
    () => ({
      triggerFor: (name: string) => (touched === 'all' || touched.has(name) ? LIVE : BLUR),
      touch,
      touchAll,
    }),
    [touched, touch, touchAll],
  );
}
