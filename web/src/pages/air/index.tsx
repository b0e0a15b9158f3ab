import { todayInShanghai } from '@storefront/schema/dates';
import { Button, Selector, Stepper, Tabs, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.tsx';
import { daysBetween, dayName, monthDay } from '../../features/flight/days.ts';
import {
  applyRecent,
  cityPickerUrl,
  currentPair,
  draftProblem,
  passengerLimits,
  searchUrl,
  setPassengers,
  setRouteType,
  swapCities,
  switchMarket,
  type Market,
  type SearchDraft,
} from '../../features/flight/draft.ts';
import { CABIN_CHOICES, type CabinChoice } from '../../features/flight/filters.ts';
import {
  updateSearchDraft,
  useRecentSearches,
  useSearchDraft,
} from '../../features/flight/useSearchDraft.ts';
import './air.css';

/**
 * `/air`: the flight search form. 国内/国际 and 单程/往返, the two cities with a swap, the date(s)
 * from the low-price calendar, passengers on international trips, a cabin preference, 搜索, and
 * the recent routes. The draft lives in session storage (the city and date pages write to it); the
 * last search is remembered for the next visit.
 */
export default function AirPage() {
  const navigate = useNavigate();
  const draft = useSearchDraft();
  const { recent, remember, clear } = useRecentSearches();
  const today = todayInShanghai();
  const pair = currentPair(draft);
  const international = draft.market === 'international';
  const limits = passengerLimits(draft.adult, draft.child);

  const change = (fn: (d: SearchDraft) => SearchDraft) => updateSearchDraft(fn);
  const search = () => {
    const problem = draftProblem(draft);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    remember(draft);
    navigate(searchUrl(draft));
  };

  return (
    <div className="sf-air">
      <PageHeader title="机票" />
      <div className="sf-air__hero" aria-hidden="true">
        <p>特价机票 · 说走就走</p>
      </div>
      <section className="sf-air__card" aria-label="机票搜索">
        <Tabs
          activeKey={draft.market}
          onChange={(key) => change((d) => switchMarket(d, key as Market))}
          stretch
          className="sf-air__market"
        >
          <Tabs.Tab key="domestic" title="国内机票" />
          <Tabs.Tab key="international" title="国际/港澳台" />
        </Tabs>
        <div className="sf-air__trip" role="radiogroup" aria-label="行程类型">
          {([1, 2] as const).map((type) => (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={draft.routeType === type}
              className={`sf-air__trip-option${draft.routeType === type ? ' sf-air__trip-option--on' : ''}`}
              onClick={() => change((d) => setRouteType(d, type))}
            >
              {type === 1 ? '单程' : '往返'}
            </button>
          ))}
        </div>

        <div className="sf-air__cities">
          <button
            type="button"
            className="sf-air__city"
            aria-label={`出发城市 ${pair.from.name}`}
            data-testid="from-city"
            onClick={() => navigate(cityPickerUrl('from', draft.market))}
          >
            <span className="sf-air__label">出发城市</span>
            <strong>{pair.from.name}</strong>
          </button>
          <button
            type="button"
            className="sf-air__swap"
            aria-label="交换出发和到达城市"
            onClick={() => change(swapCities)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M4 8h14l-4-4M20 16H6l4 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className="sf-air__city sf-air__city--to"
            aria-label={`到达城市 ${pair.to.name}`}
            data-testid="to-city"
            onClick={() => navigate(cityPickerUrl('to', draft.market))}
          >
            <span className="sf-air__label">到达城市</span>
            <strong>{pair.to.name}</strong>
          </button>
        </div>

        <button
          type="button"
          className="sf-air__dates"
          aria-label="选择日期"
          data-testid="dates"
          onClick={() => navigate('/air/calendar')}
        >
          <span className="sf-air__date">
            <span className="sf-air__label">{draft.routeType === 2 ? '去程日期' : '出发日期'}</span>
            <strong>{monthDay(draft.date)}</strong>
            <small>{dayName(draft.date, today)}</small>
          </span>
          {draft.routeType === 2 ? (
            <>
              <span className="sf-air__stay">{daysBetween(draft.date, draft.backDate)}晚</span>
              <span className="sf-air__date sf-air__date--back">
                <span className="sf-air__label">返程日期</span>
                <strong>{monthDay(draft.backDate)}</strong>
                <small>{dayName(draft.backDate, today)}</small>
              </span>
            </>
          ) : null}
        </button>

        {international ? (
          <div className="sf-air__passengers" aria-label="乘客人数">
            <label>
              <span>
                成人<small>（12岁及以上）</small>
              </span>
              <Stepper
                min={limits.adultMin}
                max={limits.adultMax}
                value={draft.adult}
                aria-label="成人人数"
                onChange={(n) => change((d) => setPassengers(d, n, d.child))}
              />
            </label>
            <label>
              <span>
                儿童<small>（2-12岁）</small>
              </span>
              <Stepper
                min={0}
                max={limits.childMax}
                value={draft.child}
                aria-label="儿童人数"
                onChange={(n) => change((d) => setPassengers(d, d.adult, n))}
              />
            </label>
          </div>
        ) : null}

        <div className="sf-air__cabin">
          <span className="sf-air__label">舱位偏好</span>
          <Selector<CabinChoice | 'any'>
            columns={3}
            options={[{ value: 'any', label: '不限' }, ...CABIN_CHOICES]}
            value={[draft.cabin ?? 'any']}
            showCheckMark={false}
            onChange={(v) => {
              // A single choice that cannot be emptied: tapping the chosen one keeps it.
              const next = v[0];
              if (next) change((d) => ({ ...d, cabin: next === 'any' ? null : next }));
            }}
          />
        </div>

        <Button
          block
          color="primary"
          size="large"
          className="sf-gradient-button sf-air__search"
          onClick={search}
        >
          搜索
        </Button>
      </section>

      {recent.length > 0 ? (
        <section className="sf-air__recent" aria-label="最近搜索">
          <div className="sf-air__recent-head">
            <h2>最近搜索</h2>
            <button type="button" onClick={clear}>
              清除
            </button>
          </div>
          <div className="sf-air__recent-list">
            {recent.map((r) => (
              <button
                key={`${r.market}|${r.routeType}|${r.pair.from.code}|${r.pair.to.code}`}
                type="button"
                onClick={() => change((d) => applyRecent(d, r))}
              >
                {r.pair.from.name}
                {r.routeType === 2 ? ' ⇌ ' : ' → '}
                {r.pair.to.name}
              </button>
            ))}
          </div>
        </section>
      ) : null}

      <section className="sf-air__tips" aria-label="购票提示">
        <h2>购票提示</h2>
        <ul>
          <li>儿童票适用于2至12周岁（以乘机日为准）的旅客，婴儿票请在填写订单时添加。</li>
          <li>国际及港澳台航班需持有效护照或通行证，请确认证件在出行日期仍然有效。</li>
          <li>列表价格为成人票面价，机建、燃油等税费在填写订单时计入。</li>
        </ul>
      </section>
    </div>
  );
}
