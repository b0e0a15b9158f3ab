import Skeleton from 'antd-mobile/es/components/skeleton';

/** The first screen's shape while the home query runs: banner, menu and a floor. */
export function HomeSkeleton() {
  return (
    <div className="sf-home-skeleton" aria-busy="true" aria-label="加载中">
      <Skeleton animated className="sf-home-skeleton__banner" />
      <div className="sf-home-card sf-home-menu">
        {Array.from({ length: 10 }, (_, i) => (
          <div key={i} className="sf-home-menu__item">
            <Skeleton animated className="sf-home-skeleton__icon" />
            <Skeleton animated className="sf-home-skeleton__label" />
          </div>
        ))}
      </div>
      <div className="sf-home-section">
        <Skeleton.Title animated />
        <div className="sf-floor__grid">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="sf-product">
              <Skeleton animated className="sf-home-skeleton__card" />
              <div className="sf-product__body">
                <Skeleton.Paragraph lineCount={2} animated />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
