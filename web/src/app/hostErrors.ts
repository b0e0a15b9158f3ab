/** Spec §8/§9: at most this many error reports go to the host per page load. */
export const MAX_HOST_ERROR_REPORTS = 50;

export interface HostErrorReport {
  error: string;
  /** When the request failed, ISO 8601. */
  time: string;
}

export interface HostErrorReporterOptions {
  /** Delivers one report; false when it could not be sent (that does not use up the budget). */
  send: (report: HostErrorReport) => boolean;
  limit?: number;
  now?: () => Date;
}

/**
 * Spec §8: in a mini-program, each rejected request is reported to the host with its time, so the
 * mini-program's own monitoring sees web-view failures. Capped per page load: a page stuck in a
 * failing loop must not flood the host.
 */
export function createHostErrorReporter({
  send,
  limit = MAX_HOST_ERROR_REPORTS,
  now = () => new Date(),
}: HostErrorReporterOptions) {
  let sent = 0;
  return {
    /** Reports `error`; true when it was sent. */
    report(error: unknown): boolean {
      if (sent >= limit) return false;
      const delivered = send({ error: describe(error), time: now().toISOString() });
      if (delivered) sent += 1;
      return delivered;
    },
    get sent() {
      return sent;
    },
  };
}

function describe(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
