import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginUrlFor } from '../../lib/safeRedirect.ts';
import './pageState.css';

/**
 * A member's page that found nobody logged in (its own answer had no member, say after the session
 * ended elsewhere): an invitation to log in and come back here.
 */
export function LoginRequired({
  title = '请先登录',
  description = '登录后可查看此页面',
}: {
  title?: string;
  description?: string;
}) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <section className="sf-card sf-login-required" aria-label={title}>
      <p className="sf-login-required__title">{title}</p>
      <p className="sf-login-required__text">{description}</p>
      <Button color="primary" shape="rounded" onClick={() => navigate(loginUrlFor(pathname + search))}>
        登录/注册
      </Button>
    </section>
  );
}
