import { useCountDown } from 'ahooks';
import { useCallback, useState } from 'react';

/** Spec: one SMS code per mobile per 60 s. The server's `resendIn` wins when it says otherwise. */
export const RESEND_SECONDS = 60;

/** Seconds until another code may be requested, and the starter. Lives in the page so it survives tab switches. */
export function useResendCountdown() {
  const [target, setTarget] = useState<number | undefined>();
  const [leftMs] = useCountDown({ targetDate: target, onEnd: () => setTarget(undefined) });
  const start = useCallback((seconds: number = RESEND_SECONDS) => {
    setTarget(Date.now() + Math.max(1, seconds) * 1000);
  }, []);
  return { secondsLeft: target ? Math.ceil(leftMs / 1000) : 0, start };
}
