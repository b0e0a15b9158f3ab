import { useNavigate } from 'react-router-dom';

/**
 * Back one page inside the app, or to `fallback` when this page opened the tab (a deep link from an
 * app, banner or share), where history.back() would leave the site.
 */
export function useBack(fallback = '/') {
  const navigate = useNavigate();
  return () => {
    // react-router keeps its own index in history.state; 0 means this is the tab's first app page.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
}
