import { DownFill, EnvironmentOutline, SearchOutline } from 'antd-mobile-icons';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../app/titles.ts';

/** Where the search box look leads (spec §2.1 `/searchPage`). */
export const SEARCH_PAGE = '/searchPage';
export const CITY_SWITCHER = '/public/citytab';

/** The pink top of the home: brand, the local city (to the city switcher) and the search entry. Memo: as HomeMenu. */
export const HomeHeader = memo(function HomeHeader({
  cityName,
  locating,
}: {
  cityName: string;
  locating: boolean;
}) {
  return (
    <header className="sf-home-header">
      <div className="sf-home-header__brand-row">
        <h1 className="sf-home-header__brand">{PRODUCT_NAME}</h1>
        <span className="sf-home-header__slogan">让每一次出发都更从容</span>
      </div>
      <div className="sf-home-header__bar">
        <Link
          className="sf-home-header__city"
          to={CITY_SWITCHER}
          aria-label={`当前城市 ${cityName}，切换城市`}
        >
          <EnvironmentOutline className="sf-home-header__pin" />
          <span className="sf-home-header__city-name" data-testid="home-city">
            {cityName}
          </span>
          {locating ? <span className="sf-home-header__locating">定位中</span> : <DownFill fontSize={10} />}
        </Link>
        <Link
          className="sf-home-header__search"
          to={SEARCH_PAGE}
          role="search"
          aria-label="搜索目的地、景点、酒店"
        >
          <SearchOutline fontSize={16} />
          <span>搜索目的地 / 景点 / 酒店</span>
        </Link>
      </div>
    </header>
  );
});
