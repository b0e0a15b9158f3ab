import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, displayMessage } from './errors.ts';

describe('displayMessage', () => {
  it("shows the gateway's Chinese message", () => {
    expect(
      displayMessage({
        graphQLErrors: [{ message: '手机号格式不正确', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    ).toBe('手机号格式不正确');
  });

  it('hides English internals behind a generic line', () => {
    expect(displayMessage({ graphQLErrors: [{ message: 'Cannot read properties of undefined' }] })).toBe(
      GENERIC_ERROR_MESSAGE,
    );
    expect(displayMessage(new Error('boom'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(displayMessage(null)).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('names network trouble as such', () => {
    expect(displayMessage({ networkError: new TypeError('Failed to fetch'), graphQLErrors: [] })).toBe(
      NETWORK_ERROR_MESSAGE,
    );
    expect(displayMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE);
  });
});
