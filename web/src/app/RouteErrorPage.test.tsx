import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BROWSER_HOST, detectHost } from '../lib/host/index.ts';
import { HostProvider } from './HostContext.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { validationLoader } from './pageValidation.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';

const MINI_PROGRAM = detectHost({ userAgent: 'Mozilla/5.0 MicroMessenger/8.0.50 miniProgram', search: '' });

function renderAt(path: string, host = BROWSER_HOST) {
  const router = createMemoryRouter(
    [
      {
        errorElement: <RouteErrorPage />,
        HydrateFallback: () => null,
        children: [
          { path: '/share/:id', loader: validationLoader(({ params }) => /^\d+$/.test(params['id'] ?? '')), element: <p>分享</p> },
          {
            path: '/boom',
            loader: () => {
              throw Object.assign(new Error('库存服务不可用'), { status: 503 });
            },
            element: <p>never</p>,
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <HostProvider host={host}>
      <RouterProvider router={router} />
    </HostProvider>,
  );
}

describe('status pages (spec §2.5, §8)', () => {
  it('shows the 404 text under a 提示 header for an unknown route', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('404，页面无法显示了')).toBeTruthy();
    expect(screen.getByText('提示')).toBeTruthy();
  });

  it('hides the header inside a mini-program', async () => {
    renderAt('/no/such/page', MINI_PROGRAM);
    expect(await screen.findByText('404，页面无法显示了')).toBeTruthy();
    expect(screen.queryByText('提示')).toBeNull();
  });

  it('shows the 404 page when a page’s validation fails', async () => {
    renderAt('/share/abc');
    expect(await screen.findByText('404，页面无法显示了')).toBeTruthy();
  });

  it('shows other errors with their status and message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/boom');
    expect(await screen.findByText('503')).toBeTruthy();
    expect(screen.getByText('库存服务不可用')).toBeTruthy();
  });
});
