import { Map, Overlay, ZoomControl, type TileComponent } from 'pigeon-maps';
import { useMemo } from 'react';
import type { HotelCard_HotelFragment, HotelMapPageConfigQuery } from '../../../__generated__/graphql.ts';
import './hotelSearch.css';

export type MapConfig = HotelMapPageConfigQuery['mapConfig'];

/** The tile URL of one tile: `{z}`, `{x}`, `{y}` filled in, `{s}` rotated through the subdomains. */
export function tileUrlOf(
  config: Pick<MapConfig, 'tileUrl' | 'subdomains'>,
  x: number,
  y: number,
  z: number,
): string {
  const template = config.tileUrl ?? '';
  const sub = config.subdomains.length ? config.subdomains[(x + y) % config.subdomains.length]! : '';
  return template
    .replace('{s}', sub)
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y));
}

/** No tile server (offline): a plain square instead of each picture, so the pins still stand by their coordinates. */
const PlainTile: TileComponent = ({ tile }) => (
  <div
    style={{
      position: 'absolute',
      left: tile.left,
      top: tile.top,
      width: tile.width,
      height: tile.height,
    }}
  />
);

export interface MapView {
  center: [number, number];
  zoom: number;
}

/**
 * Where the map opens so that every hotel shows: the middle of their box, and the closest zoom at
 * which the box fits a phone's width (Web Mercator: 256 px per tile, each zoom level doubles).
 */
export function fitView(
  points: readonly { lat: number; lng: number }[],
  widthPx = 360,
  heightPx = 560,
): MapView {
  if (points.length === 0) return { center: [39.9042, 116.4074], zoom: 11 };
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const center: [number, number] = [(south + north) / 2, (west + east) / 2];
  if (points.length === 1) return { center, zoom: 15 };
  const y = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const lngFraction = Math.max((east - west) / 360, 1e-9);
  const latFraction = Math.max((y(north) - y(south)) / (2 * Math.PI), 1e-9);
  // 80 % of the screen, so the edge pins and their labels stay inside.
  const zoomX = Math.log2((widthPx * 0.8) / 256 / lngFraction);
  const zoomY = Math.log2((heightPx * 0.8) / 256 / latFraction);
  return { center, zoom: Math.max(3, Math.min(16, Math.floor(Math.min(zoomX, zoomY)))) };
}

/**
 * The hotels as price pins on a map (pigeon-maps) drawn from the configured tile server, or on a
 * plain background without one. Tapping a pin picks the hotel.
 */
export function HotelMap({
  hotels,
  config,
  selectedId,
  onSelect,
}: {
  hotels: readonly HotelCard_HotelFragment[];
  config: MapConfig | undefined;
  selectedId: string | null;
  onSelect: (hotel: HotelCard_HotelFragment) => void;
}) {
  const view = useMemo(() => fitView(hotels.map((h) => h.location)), [hotels]);
  const tiles = Boolean(config?.tileUrl);
  return (
    <Map
      defaultCenter={view.center}
      defaultZoom={view.zoom}
      provider={tiles && config ? (x, y, z) => tileUrlOf(config, x, y, z) : undefined}
      tileComponent={tiles ? undefined : PlainTile}
      attributionPrefix={false}
      attribution={config?.attribution ? <span>{config.attribution}</span> : false}
      twoFingerDrag={false}
      metaWheelZoom={false}
    >
      <ZoomControl />
      {hotels.map((hotel) => (
        <Overlay key={hotel.id} anchor={[hotel.location.lat, hotel.location.lng]}>
          <button
            type="button"
            className={`sf-hotel-pin${hotel.lowestPrice ? '' : ' sf-hotel-pin--sold-out'}${
              hotel.id === selectedId ? ' sf-hotel-pin--on' : ''
            }`}
            aria-label={`${hotel.name} ${hotel.lowestPrice ? `${hotel.lowestPrice.text}起` : '满房'}`}
            aria-pressed={hotel.id === selectedId}
            data-testid="hotel-pin"
            onClick={() => onSelect(hotel)}
          >
            {hotel.lowestPrice ? hotel.lowestPrice.text : '满房'}
          </button>
        </Overlay>
      ))}
    </Map>
  );
}
