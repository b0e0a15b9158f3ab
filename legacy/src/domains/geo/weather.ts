import type { Static } from '@storefront/schema/rest';
import type {
  WeatherDay as WeatherDayShape,
  WeatherNow as WeatherNowShape,
  Weather as WeatherShape,
} from '@storefront/schema/rest/geo';
import { addDays, shanghaiDate, toShanghaiIso } from '../../time.ts';
import type { City } from './cities.ts';

// Weather without a weather service: a plausible climate per city (latitude, altitude, region)
// plus day-to-day variation drawn from a generator seeded by adcode and date. The forecast for a
// given city and day is therefore the same whenever it is asked for, and tomorrow's entry today
// is today's entry tomorrow. Icon codes follow the QWeather convention Chinese apps use
// (100 晴, 150 晴 at night, 305 小雨 …).

// The answer's shapes are the contract's (schema/src/rest/geo.ts).
export type DailyWeather = Static<typeof WeatherDayShape>;
export type CurrentWeather = Static<typeof WeatherNowShape>;
export type Weather = Static<typeof WeatherShape>;

/** Metres above sea level where altitude matters to the temperature (plateau cities). */
const ELEVATION_M: Readonly<Record<string, number>> = {
  '540100': 3650, // 拉萨
  '530700': 2400, // 丽江
  '630100': 2260, // 西宁
  '532900': 1980, // 大理
  '530100': 1890, // 昆明
  '620100': 1520, // 兰州
  '640100': 1110, // 银川
  '520100': 1100, // 贵阳
  '150100': 1050, // 呼和浩特
  '650100': 800, // 乌鲁木齐
  '140100': 800, // 太原
  '532800': 550, // 西双版纳
};

const WEEK = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;
const WIND_DIRS = ['北风', '东北风', '东风', '东南风', '南风', '西南风', '西风', '西北风'];
const NIGHT_ICON: Readonly<Record<string, string>> = { '100': '150', '101': '151' };

/** A small deterministic generator (mulberry32) seeded from a string. */
function generator(seedText: string): () => number {
  let seed = 0x811c9dc5;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function dayOfYear(date: string): number {
  const start = Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`);
  return Math.floor((Date.parse(`${date}T00:00:00Z`) - start) / 86_400_000) + 1;
}

type Region = 'south' | 'north' | 'arid';

function regionOf(city: City): Region {
  if ((city.longitude < 106 && city.latitude > 34) || city.adcode === '540100') return 'arid';
  return city.latitude < 33 ? 'south' : 'north';
}

function pick<T>(items: readonly T[], roll: number): T {
  return items[Math.min(items.length - 1, Math.floor(roll * items.length))]!;
}

/** One day's weather for one city: a pure function of the two. */
export function dailyWeather(city: City, date: string, label: string): DailyWeather {
  const random = generator(`${city.adcode}:${date}`);
  const elevation = ELEVATION_M[city.adcode] ?? 0;
  const region = regionOf(city);
  // Colder further north and higher up; the seasonal swing grows with latitude.
  const annualMean = 28 - 0.8 * (city.latitude - 18) - 0.003 * elevation;
  const amplitude = 3 + 0.55 * Math.max(0, city.latitude - 18);
  const season = -Math.cos((2 * Math.PI * (dayOfYear(date) - 20)) / 365); // -1 mid-winter … 1 mid-summer
  const summer = (season + 1) / 2;
  const mean = annualMean + amplitude * season + (random() * 5 - 2.5);

  const rainChance =
    region === 'south'
      ? 0.25 + 0.25 * summer
      : region === 'north'
        ? 0.08 + 0.27 * summer
        : 0.05 + 0.15 * summer;
  const wet = random() < rainChance;
  const range =
    6 + Math.min(4, Math.max(0, (city.latitude - 22) / 4)) + (region === 'arid' ? 3 : 0) - (wet ? 3 : 0);
  const tempMax = Math.round(mean + range / 2 + (random() * 2 - 1));
  const tempMin = Math.min(tempMax - 1, Math.round(mean - range / 2 + (random() * 2 - 1)));

  const roll = random();
  let text: string;
  let icon: string;
  if (wet && tempMax <= 2) {
    [text, icon] = pick(
      [
        ['小雪', '400'],
        ['小雪', '400'],
        ['中雪', '401'],
        ['大雪', '402'],
      ],
      roll,
    );
  } else if (wet && tempMin < 0) {
    [text, icon] = ['雨夹雪', '404'];
  } else if (wet) {
    if (summer > 0.6 && roll < 0.35) [text, icon] = ['雷阵雨', '302'];
    else
      [text, icon] = pick(
        [
          ['小雨', '305'],
          ['小雨', '305'],
          ['小雨', '305'],
          ['中雨', '306'],
          ['中雨', '306'],
          ['大雨', '307'],
        ],
        random(),
      );
  } else if (region === 'north' && summer < 0.3 && roll < 0.1) {
    [text, icon] = ['霾', '502'];
  } else if (region === 'south' && summer < 0.3 && roll < 0.06) {
    [text, icon] = ['雾', '501'];
  } else {
    [text, icon] = pick(
      [
        ['晴', '100'],
        ['晴', '100'],
        ['晴', '100'],
        ['多云', '101'],
        ['多云', '101'],
        ['阴', '104'],
      ],
      random(),
    );
  }

  const baseHumidity = region === 'south' ? 70 : region === 'north' ? 48 : 30;
  const humidity = Math.max(
    15,
    Math.min(98, Math.round(baseHumidity + (wet ? 18 : 0) + (random() * 16 - 8))),
  );
  const windDir = pick(WIND_DIRS, random());
  const windScale = wet ? pick(['3-4', '4-5'], random()) : pick(['1-2', '1-2', '2-3', '3-4'], random());

  return {
    date,
    label,
    week: WEEK[new Date(`${date}T00:00:00Z`).getUTCDay()]!,
    text_day: text,
    text_night: text,
    icon_day: icon,
    icon_night: NIGHT_ICON[icon] ?? icon,
    temp_max: tempMax,
    temp_min: tempMin,
    wind_dir: windDir,
    wind_scale: windScale,
    humidity,
  };
}

/** Today's temperature at a Shanghai hour: lowest about 05:00, highest about 15:00. */
function temperatureAt(day: DailyWeather, hour: number): number {
  const span = day.temp_max - day.temp_min;
  const share =
    hour >= 5 && hour <= 15
      ? (1 - Math.cos((Math.PI * (hour - 5)) / 10)) / 2
      : (1 + Math.cos((Math.PI * ((hour - 15 + 24) % 24)) / 14)) / 2;
  return Math.round(day.temp_min + span * share);
}

/** The weather block for a city at an instant: current conditions plus today and three days. */
export function weatherFor(city: City, nowMs: number): Weather {
  const today = shanghaiDate(nowMs);
  const labels = ['今天', '明天', '后天'];
  const daily = [0, 1, 2, 3].map((offset) => {
    const date = addDays(today, offset);
    const week = WEEK[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
    return dailyWeather(city, date, labels[offset] ?? week);
  });
  const todayWeather = daily[0]!;
  const hourStart = Math.floor(nowMs / 3_600_000) * 3_600_000;
  const hour = new Date(hourStart + 8 * 3_600_000).getUTCHours();
  const temp = temperatureAt(todayWeather, hour);
  const daytime = hour >= 6 && hour < 18;
  const windy = todayWeather.wind_scale === '4-5';
  const muggy = todayWeather.humidity >= 80 && temp >= 26;
  return {
    city,
    updated_at: toShanghaiIso(hourStart),
    now: {
      temp,
      feels_like: temp - (windy ? 2 : 0) + (muggy ? 2 : 0),
      text: daytime ? todayWeather.text_day : todayWeather.text_night,
      icon: daytime ? todayWeather.icon_day : todayWeather.icon_night,
      humidity: todayWeather.humidity,
      wind_dir: todayWeather.wind_dir,
      wind_scale: todayWeather.wind_scale,
    },
    daily,
  };
}
