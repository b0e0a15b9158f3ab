import { MockedProvider } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ShellSessionQueryDocument, ShellTabBarQueryDocument } from '../../__generated__/graphql.ts';
import { recordQueriesAsked } from '../../test/queriesAsked.ts';
import { CustomerServiceProvider } from './CustomerServiceContext.tsx';
import SessionCheck from './SessionCheck.tsx';
import { SHELL_QUERIES } from './shellQueries.ts';
import AppTabBar from './TabBar.tsx';

describe('SHELL_QUERIES', () => {
  it('are the queries the session check and the tab bar ask for as they first render', async () => {
    // A visitor (so the unpaid-orders badge query is skipped: asked for all the same) and the built-in tabs.
    const mocks = [
      { request: { query: ShellSessionQueryDocument }, result: { data: { me: null } }, maxUsageCount: 2 },
      {
        request: { query: ShellTabBarQueryDocument },
        result: { data: { shellConfig: { __typename: 'ShellConfig', tabs: [] } } },
      },
    ];
    const asked = recordQueriesAsked();
    render(
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <CustomerServiceProvider>
            <SessionCheck />
            <AppTabBar />
          </CustomerServiceProvider>
        </MemoryRouter>
      </MockedProvider>,
    );
    await screen.findByText('首页');
    expect(asked()).toEqual(new Set(SHELL_QUERIES));
  });
});
