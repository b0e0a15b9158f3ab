import type { ReactElement } from 'react';
import { weatherKind, type WeatherKind } from './weatherIcon.ts';

const SUN = '#ffb020';
const CLOUD = '#b7c4d4';
const RAIN = '#4a90e2';

// A cloud drawn in a 48×48 box, shared by most pictures.
const cloud = (fill: string, dy = 0) => (
  <path
    transform={`translate(0 ${dy})`}
    d="M14 34h22a8 8 0 0 0 .6-16A11 11 0 0 0 15.4 20.6 7 7 0 0 0 14 34z"
    fill={fill}
  />
);

const PICTURES: Record<WeatherKind, ReactElement> = {
  sunny: (
    <g fill={SUN}>
      <circle cx="24" cy="24" r="9" />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
        <rect key={a} x="22.5" y="4" width="3" height="7" rx="1.5" transform={`rotate(${a} 24 24)`} />
      ))}
    </g>
  ),
  'clear-night': <path d="M30 8a15 15 0 1 0 10 26A13 13 0 0 1 30 8z" fill="#ffcf5c" />,
  partly: (
    <>
      <circle cx="18" cy="17" r="8" fill={SUN} />
      {cloud(CLOUD, 4)}
    </>
  ),
  cloudy: cloud(CLOUD),
  rain: (
    <>
      {cloud(CLOUD, -4)}
      <path d="M17 36l-2 6M25 36l-2 6M33 36l-2 6" stroke={RAIN} strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  thunder: (
    <>
      {cloud('#98a6b8', -4)}
      <path d="M25 30l-6 9h5l-2 7 7-10h-5l3-6z" fill={SUN} />
    </>
  ),
  snow: (
    <>
      {cloud(CLOUD, -4)}
      <g fill="#7cc4f5">
        <circle cx="17" cy="39" r="2" />
        <circle cx="25" cy="42" r="2" />
        <circle cx="33" cy="39" r="2" />
      </g>
    </>
  ),
  fog: (
    <path d="M10 18h28M6 25h36M10 32h28" stroke={CLOUD} strokeWidth="3.5" strokeLinecap="round" />
  ),
  unknown: cloud(CLOUD),
};

/**
 * A small drawn weather picture: drawn rather than emoji, which some Android webviews (and the
 * test browser) lack, and lighter than an icon font.
 */
export function WeatherIcon({ code, size }: { code: string; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {PICTURES[weatherKind(code)]}
    </svg>
  );
}
