/** The picture a QWeather icon code (the graph's `icon`, e.g. `101`) stands for. */
export type WeatherKind = 'sunny' | 'clear-night' | 'partly' | 'cloudy' | 'rain' | 'thunder' | 'snow' | 'fog' | 'unknown';

/** Groups follow QWeather's numbering: 1xx sky, 3xx rain, 4xx snow, 5xx fog and haze. */
export function weatherKind(code: string): WeatherKind {
  if (!/^\d{3,4}$/.test(code)) return 'unknown';
  const n = Number(code);
  if (n === 100) return 'sunny';
  if (n === 150) return 'clear-night';
  if ((n >= 101 && n <= 103) || (n >= 151 && n <= 153)) return 'partly';
  if (n === 104 || n === 154) return 'cloudy';
  if (n >= 302 && n <= 304) return 'thunder';
  if (n >= 300 && n < 400) return 'rain';
  if (n >= 400 && n < 500) return 'snow';
  if (n >= 500 && n < 600) return 'fog';
  return 'unknown';
}
