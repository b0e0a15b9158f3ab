import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import './status-pages.css';

/** Spec §2.5 / §8: shown for any path no page file maps to. */
export function NotFoundPage() {
  return (
    <>
      <PageHeader title="提示" />
      <main className="sf-status-page">
        <div className="sf-status-page__code" aria-hidden>
          404
        </div>
        <p className="sf-status-page__text">404，页面无法显示了</p>
        <Link className="sf-status-page__link" to="/">
          返回首页
        </Link>
      </main>
    </>
  );
}
