/** `13800138000` → `138****8000`, for echoing a mobile back (the server masks `me` itself). */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
