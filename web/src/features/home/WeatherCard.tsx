import type { WeatherCard_WeatherFragment } from '../../__generated__/graphql.ts';
import { WeatherIcon } from './WeatherIcon.tsx';

/** The local city's weather now and for the next days. */
export function WeatherCard({ weather }: { weather: WeatherCard_WeatherFragment }) {
  const { now } = weather;
  return (
    <section className="sf-home-card sf-weather" aria-label={`${weather.city.name}天气`} data-testid="weather">
      <div className="sf-weather__now">
        <span className="sf-weather__glyph">
          <WeatherIcon code={now.icon} size={48} />
        </span>
        <div className="sf-weather__main">
          <div className="sf-weather__temp">
            {now.temp}
            <small>°C</small>
          </div>
          <div className="sf-weather__text">
            {weather.city.name} · {now.text}
          </div>
        </div>
        <dl className="sf-weather__facts">
          <div>
            <dt>体感</dt>
            <dd>{now.feelsLike}°</dd>
          </div>
          <div>
            <dt>湿度</dt>
            <dd>{now.humidity}%</dd>
          </div>
          <div>
            <dt>{now.windDir}</dt>
            <dd>{now.windScale}级</dd>
          </div>
        </dl>
      </div>
      {weather.daily.length > 0 ? (
        <ol className="sf-weather__days">
          {weather.daily.slice(0, 4).map((day) => (
            <li key={day.date}>
              <span className="sf-weather__day-label">{day.label}</span>
              <span className="sf-weather__day-glyph">
                <WeatherIcon code={day.iconDay} size={24} />
              </span>
              <span className="sf-weather__day-text">{day.textDay}</span>
              <span className="sf-weather__day-range">
                {day.tempMin}° / {day.tempMax}°
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
