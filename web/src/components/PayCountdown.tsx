import { useCountDown } from 'ahooks';

/** Seconds as `mm:ss` (or `h:mm:ss` beyond an hour); never negative. */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const rest = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return h ? `${h}:${rest}` : rest;
}

/**
 * Whole seconds left to pay, ticking once a second from what the server said when the query ran
 * (`payRemainingSeconds`): the server's clock decides the deadline, never the phone's. `onEnd` runs
 * once at zero; the server cancels the order then, so callers ask for it again.
 */
export function usePayCountdown(seconds: number, onEnd?: () => void): number {
  const [msLeft] = useCountDown({ leftTime: Math.max(0, seconds) * 1000, onEnd });
  return Math.ceil(msLeft / 1000);
}

/** The ticking `mm:ss` of an unpaid order. */
export function PayCountdown({ seconds, onEnd }: { seconds: number; onEnd?: () => void }) {
  const left = usePayCountdown(seconds, onEnd);
  return (
    <span className="sf-order-countdown" data-testid="pay-countdown">
      {countdownText(left)}
    </span>
  );
}
