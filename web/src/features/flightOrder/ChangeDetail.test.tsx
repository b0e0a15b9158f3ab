import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PayChangeButton } from './ChangeDetail.tsx';
import { flightChange } from './testData.ts';

function renderButton(change: ReturnType<typeof flightChange>) {
  const router = createMemoryRouter(
    [
      { path: '/here', element: <PayChangeButton change={change} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/here'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PayChangeButton', () => {
  it('pays a change that waits for its payment, with the amount', async () => {
    const router = renderButton(flightChange('PENDING_PAYMENT', 12000, 'P202611200001'));
    fireEvent.click(screen.getByRole('button', { name: '去支付 ¥120' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/pay'));
    expect(router.state.location.search).toBe('?orderNo=P202611200001');
  });

  it('shows nothing once the change is paid, or without a payment order', () => {
    renderButton(flightChange('CHANGED', 12000, 'P202611200001'));
    renderButton(flightChange('PENDING_PAYMENT', 12000, null));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
