import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellSessionQueryDocument } from '../../__generated__/graphql.ts';
import { BROWSER_HOST, detectHost, type HostInfo } from '../../lib/host/index.ts';
import { HostProvider } from '../HostContext.tsx';
import CustomerServicePopup from './CustomerServicePopup.tsx';

const MINI_PROGRAM = detectHost({ userAgent: 'Mozilla/5.0 MicroMessenger/8.0.50 miniProgram', search: '' });
const anonymous: MockedResponse = {
  request: { query: ShellSessionQueryDocument },
  result: { data: { me: null } },
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderPopup(path: string, host: HostInfo = BROWSER_HOST) {
  const onClose = vi.fn();
  render(
    <HostProvider host={host}>
      <MockedProvider mocks={[anonymous]}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
          <CustomerServicePopup visible onClose={onClose} />
        </MemoryRouter>
      </MockedProvider>
    </HostProvider>,
  );
  return { onClose };
}

afterEach(() => {
  delete window.wx;
});

describe('CustomerServicePopup (spec §2.7)', () => {
  it('offers the phone line', () => {
    renderPopup('/');
    expect(screen.getByText('电话客服')).toBeTruthy();
    expect(screen.getByText('400-850-1666').closest('a')?.getAttribute('href')).toBe('tel:400-850-1666');
  });

  it('sends an anonymous visitor to log in first, coming back here', async () => {
    renderPopup('/detail?id=42');
    await new Promise((r) => setTimeout(r, 0));
    fireEvent.click(screen.getByText('在线客服'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/login?redirect=/detail%3Fid%3D42'),
    );
  });

  it('in a mini-program, posts the open event with the product to the host', async () => {
    const postMessage = vi.fn();
    window.wx = { miniProgram: { postMessage } };
    const { onClose } = renderPopup('/visa/detail?id=V9', MINI_PROGRAM);
    fireEvent.click(screen.getByText('在线客服'));
    expect(postMessage).toHaveBeenCalledWith({ data: { type: 'openCustomerService', productId: 'V9' } });
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/visa/detail?id=V9');
  });
});
