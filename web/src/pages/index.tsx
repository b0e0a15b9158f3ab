import { Avatar, Button, Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router-dom';
import { useHomePageQuery } from '../__generated__/graphql.ts';
import { PRODUCT_NAME } from '../app/titles.ts';
import { loginUrlFor } from '../lib/safeRedirect.ts';
import './home.css';

/** `/`: a minimal home until the real one (banners, product entries) is built. */
export default function HomePage() {
  const { data, loading } = useHomePageQuery();
  const navigate = useNavigate();
  const me = data?.me;

  return (
    <div className="sf-home">
      <header className="sf-home__hero">
        <h1 className="sf-home__brand">{PRODUCT_NAME}</h1>
        <p className="sf-home__slogan">让每一次出发都更从容</p>
      </header>
      <main className="sf-home__body">
        <section className="sf-card sf-home__welcome" aria-live="polite">
          {loading && !data ? (
            <Skeleton.Paragraph lineCount={2} animated />
          ) : me ? (
            <>
              <Avatar src={me.avatarUrl ?? ''} className="sf-home__avatar" alt="头像" />
              <div className="sf-home__welcome-text">
                <div className="sf-home__hello">你好，{me.nickName}</div>
                <div className="sf-home__hint">欢迎回到{PRODUCT_NAME}</div>
              </div>
            </>
          ) : (
            <>
              <div className="sf-home__welcome-text">
                <div className="sf-home__hello">欢迎来到{PRODUCT_NAME}</div>
                <div className="sf-home__hint">登录后可管理订单与出行信息</div>
              </div>
              <Button
                className="sf-gradient-button"
                size="small"
                shape="rounded"
                onClick={() => navigate(loginUrlFor('/'))}
              >
                登录
              </Button>
            </>
          )}
        </section>
        <Link className="sf-card sf-home__entry" to="/personal">
          <span>我的</span>
          <RightOutline />
        </Link>
      </main>
    </div>
  );
}
