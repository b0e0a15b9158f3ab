/** The chunk-load failures browsers report for a missing lazy module (Chromium, Safari, Firefox, webpack-style). */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk [\w-]+ failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

interface RouteErrorResponseLike {
  status: number;
  statusText: string;
  data: unknown;
}

/** Status (the error's own, or 500) and a message for the error page. */
export function describeRouteError(
  error: unknown,
  response: RouteErrorResponseLike | null,
): { status: number; message: string } {
  if (response) {
    const data = typeof response.data === 'string' ? response.data : '';
    return { status: response.status, message: data || response.statusText || '请求出错' };
  }
  if (error && typeof error === 'object') {
    const e = error as { status?: unknown; statusCode?: unknown; message?: unknown };
    const status =
      typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 500;
    const message = typeof e.message === 'string' && e.message ? e.message : '未知错误';
    return { status, message };
  }
  return { status: 500, message: typeof error === 'string' && error ? error : '未知错误' };
}
