import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  GuestInfoPageDeleteDocument,
  GuestInfoPageTravellersQueryDocument,
  GuestPageCountsQueryDocument,
} from '../../../__generated__/graphql.ts';
import type { PageModule } from '../../../app/page.ts';
import { tapInDialog } from '../../../test/dialogs.ts';
import { renderPage, sessionMock } from '../../../test/renderPage.tsx';
import * as guestPage from './index.tsx';
import * as guestInfoPage from './info.tsx';

function renderAt(path: string, page: PageModule, mocks: MockedResponse[], session = sessionMock()) {
  const { router } = renderPage(page, {
    url: path,
    mocks: [session, ...mocks],
    routes: [
      { path: '/login', element: <p>login page</p> },
      { path: '/personal/guest/choice', element: <p>choice page</p> },
      ...(path === '/personal/guest/info'
        ? []
        : [{ path: '/personal/guest/info', element: <p>info page</p> }]),
    ],
  });
  return router;
}

const DOCUMENT_TYPES = [{ __typename: 'DocumentTypeInfo', type: 'ID_CARD', name: '身份证' }];

function page(items: unknown[]): MockedResponse {
  return {
    request: { query: GuestInfoPageTravellersQueryDocument, variables: { pageNum: 1, pageSize: 20 } },
    result: {
      data: {
        travellers: { __typename: 'TravellerPage', pageNum: 1, total: items.length, hasMore: false, items },
        documentTypes: DOCUMENT_TYPES,
      },
    },
  };
}

const ZHANG = {
  __typename: 'Traveller',
  id: '11',
  name: '张三',
  isSelf: true,
  mobile: null,
  documents: [{ __typename: 'TravellerDocument', type: 'ID_CARD', maskedNumber: '110***********002X' }],
};

describe('/personal/guest', () => {
  it('links 常用旅客 and 发票抬头 with their counts, and offers no address row', async () => {
    const router = renderAt('/personal/guest', guestPage, [
      {
        request: { query: GuestPageCountsQueryDocument },
        result: {
          data: {
            travellers: { __typename: 'TravellerPage', total: 3 },
            invoiceTitles: [{ __typename: 'InvoiceTitle', id: '1' }],
          },
        },
      },
    ]);
    expect(await screen.findByText('3位')).toBeTruthy();
    expect(screen.getByText('1个')).toBeTruthy();
    expect(screen.queryByText('常用地址')).toBeNull();
    fireEvent.click(screen.getByText('常用旅客'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/guest/info'));
  });
});

describe('/personal/guest/info', () => {
  it('sends an anonymous visitor to the login', async () => {
    const router = renderAt('/personal/guest/info', guestInfoPage, [page([])], sessionMock(null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=/personal/guest/info');
  });

  it('says so when there are no travellers yet and offers to add one', async () => {
    const router = renderAt('/personal/guest/info', guestInfoPage, [page([])]);
    expect(await screen.findByText('还没有常用旅客')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增常用旅客' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/guest/choice'));
  });

  it('deletes a traveller only after the confirmation, then shows the list without it', async () => {
    renderAt('/personal/guest/info', guestInfoPage, [
      page([ZHANG]),
      {
        request: { query: GuestInfoPageDeleteDocument, variables: { input: { id: '11' } } },
        result: {
          data: {
            deleteTraveller: { __typename: 'DeleteTravellerPayload', deletedId: '11', userErrors: [] },
          },
        },
      },
      page([]),
    ]);
    expect(await screen.findByText('身份证 110***********002X')).toBeTruthy();
    expect(screen.getByText('本人')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除张三' }));
    expect(await screen.findByText('确定删除常用旅客“张三”吗？已下的订单不受影响。')).toBeTruthy();
    await tapInDialog('删除');
    expect(await screen.findByText('还没有常用旅客')).toBeTruthy();
  });

  it('opens the form for a row’s 编辑', async () => {
    const router = renderAt('/personal/guest/info', guestInfoPage, [page([ZHANG])]);
    fireEvent.click(await screen.findByRole('button', { name: '编辑张三' }, { timeout: 3000 }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=11'));
  });
});
