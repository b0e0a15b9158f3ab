import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { BROWSER_HOST, detectHost, type HostInfo } from '../../lib/host/index.ts';
import { HostProvider } from '../HostContext.tsx';
import { OpenAppBanner } from './OpenAppBanner.tsx';

const MINI_PROGRAM = detectHost({ userAgent: 'Mozilla/5.0 MicroMessenger/8.0.50 miniProgram', search: '' });
const IN_APP = detectHost({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) YoyoTrip/3.8.0', search: '' });

function renderBanner(path: string, host: HostInfo = BROWSER_HOST) {
  return render(
    <HostProvider host={host}>
      <MemoryRouter initialEntries={[path]}>
        <OpenAppBanner />
      </MemoryRouter>
    </HostProvider>,
  );
}

describe('OpenAppBanner (spec §2.8)', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the copy and the button on the home page', () => {
    renderBanner('/');
    expect(screen.getByText('打开悠游旅行APP')).toBeTruthy();
    expect(screen.getByText('更多精彩等着你')).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即打开' })).toBeTruthy();
    expect(document.querySelector('.sf-open-app--fixed')).toBeNull();
  });

  it('is fixed with a spacer on product details', () => {
    renderBanner('/team/detail?id=1');
    expect(document.querySelector('.sf-open-app--fixed')).not.toBeNull();
    expect(document.querySelector('.sf-open-app__spacer')).not.toBeNull();
  });

  it('is absent where the style map says none, in the app and in a mini-program', () => {
    renderBanner('/login');
    renderBanner('/', MINI_PROGRAM);
    renderBanner('/', IN_APP);
    expect(screen.queryByText('打开悠游旅行APP')).toBeNull();
  });

  it('closes for the rest of the session', () => {
    const first = renderBanner('/');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('打开悠游旅行APP')).toBeNull();
    first.unmount();
    renderBanner('/air');
    expect(screen.queryByText('打开悠游旅行APP')).toBeNull();
  });
});
