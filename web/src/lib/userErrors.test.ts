import { describe, expect, it } from 'vitest';
import { splitUserErrors } from './userErrors.ts';

describe('splitUserErrors', () => {
  it('puts a field error under the form field named by the last path segment', () => {
    const result = splitUserErrors(
      [
        { field: ['input', 'password'], message: '密码错误，请重新输入', code: 'PASSWORD_WRONG' },
        { field: null, message: '操作过于频繁', code: 'RATE_LIMITED' },
      ],
      ['mobile', 'password'],
    );
    expect(result).toEqual({ fields: { password: ['密码错误，请重新输入'] }, general: ['操作过于频繁'] });
  });

  it('maps server names onto form names and toasts fields the form does not have', () => {
    const result = splitUserErrors(
      [
        { field: ['input', 'newPassword'], message: '密码太简单', code: 'WEAK' },
        { field: ['input', 'introduceId'], message: '邀请人不存在', code: 'X' },
      ],
      ['password'],
      { newPassword: 'password' },
    );
    expect(result.fields).toEqual({ password: ['密码太简单'] });
    expect(result.general).toEqual(['邀请人不存在']);
  });

  it('collects several messages for one field', () => {
    const result = splitUserErrors(
      [
        { field: ['input', 'code'], message: 'a', code: 'A' },
        { field: ['input', 'code'], message: 'b', code: 'B' },
      ],
      ['code'],
    );
    expect(result.fields['code']).toEqual(['a', 'b']);
  });
});
