import { describe, expect, it } from 'vitest';
import {
  ageClass,
  birthDateFromMainlandId,
  completedYears,
  creditCodeCheckChar,
  genderFromMainlandId,
  isValidDate,
  mainlandIdCheckChar,
  rules,
  todayInShanghai,
  validateAccount,
  validateChineseName,
  validateEmail,
  validateHkMoTwPermit,
  validateLettersOnly,
  validateMainlandId,
  validateMobile,
  validateNickname,
  validatePassport,
  validateText,
  hasControlCharacters,
  INPUT_TEXT_MAX,
  TEXT_LIMITS,
  validatePassword,
  validateTaxNumber,
  validateWordChars,
  type ValidationResult,
  type Validator,
} from './validation.ts';

function messageOf(result: ValidationResult): string {
  if (result.ok) throw new Error('expected a failure');
  return result.message;
}

// Each rule: values it must accept and values it must reject with a Chinese message.
const table: Array<[string, Validator, string[], unknown[]]> = [
  [
    'validateMobile',
    validateMobile,
    ['13800138000', '19912345678', '10000000000'],
    ['', '1380013800', '138001380001', '23800138000', '1380013800a', ' 13800138000', '+8613800138000'],
  ],
  [
    'validateChineseName',
    validateChineseName,
    ['张三', '欧阳娜娜', '爱新觉罗溥仪先生', '𠇔明'],
    ['', '张', '一二三四五六七八九', 'Zhang San', '张三1', '张 三', '买买提·艾力'],
  ],
  [
    'validateEmail',
    validateEmail,
    ['a@b.cn', 'first.last+tag@example.com.cn', 'x_y@mail-host.org'],
    ['', 'plain', 'a@b', '@b.cn', 'a@.cn', 'a..b@c.cn', '.a@c.cn', 'a@-b.cn', 'a b@c.cn', 'a@b.c'],
  ],
  [
    'validatePassport',
    validatePassport,
    ['E12345678', 'DE1234567', 'G1234', 'ABCDEFGHIJ1234567'],
    ['', 'E123', 'ABCDEFGHIJ12345678', 'E1234-567', 'E 12345678'],
  ],
  [
    'validateHkMoTwPermit',
    validateHkMoTwPermit,
    ['H', 'H12345678', 'C12345678', 'ABCDEFGHIJ12345'],
    ['', 'ABCDEFGHIJ123456', 'H1234567_', 'H 123'],
  ],
  [
    'validateLettersOnly',
    validateLettersOnly,
    ['Li', 'ZHANG', 'Wangxiaoming'],
    ['', 'L', 'Li Lei', 'Li1', '李雷'],
  ],
  [
    'validateWordChars',
    validateWordChars,
    ['1', '12345678', 'A1234_567', 'JZD123'],
    ['', 'A-123', '军字第123', 'A 1'],
  ],
  [
    'validateAccount',
    validateAccount,
    ['123456789012345', 'abcdefghijklmnopqr', 'user_1234567890'],
    ['', '12345678901234', '1234567890123456789', 'user-1234567890ab'],
  ],
  [
    'validatePassword',
    validatePassword,
    ['abc12345', 'A1!@#$%^', 'abcdefghij0123456789'],
    ['', 'abc1234', 'abcdefgh', '12345678', 'abc 12345', 'abcdefghij01234567890'],
  ],
  [
    'validateTaxNumber',
    validateTaxNumber,
    // Real codes of well-known companies (published on their invoices), lower case, and old lengths.
    [
      '9144030071526726XG',
      '914403001922038216',
      '91110000802100433b',
      '110105123456789',
      '12345678901234567',
      '12345678901234567890',
    ],
    [
      '',
      '9144030071526726',
      '9144030071526726XA',
      '9144030071526726IG',
      '91440300-1526726XG',
      '1101051234567890',
      '123456789012345678901',
    ],
  ],
  [
    'validateNickname',
    validateNickname,
    ['a', '  小明  ', '一二三四五六七八九十一二三四五六七八九十', '😀'.repeat(20)],
    ['', '   ', '一二三四五六七八九十一二三四五六七八九十一', '😀'.repeat(21)],
  ],
];

describe.each(table)('%s', (_name, rule, valid, invalid) => {
  it.each(valid)('accepts %j', (value) => {
    expect(rule(value)).toEqual({ ok: true });
  });
  it.each(invalid)('rejects %j with a Chinese message', (value) => {
    const message = messageOf(rule(value as string));
    expect(message).toMatch(/\p{Script=Han}/u);
  });
  it('rejects non-strings from raw JSON instead of throwing', () => {
    for (const value of [null, undefined, 13800138000, {}]) {
      expect(rule(value as unknown as string).ok).toBe(false);
    }
  });
});

describe('messages say what to do', () => {
  it('asks for the value when empty and states the rule when wrong', () => {
    expect(messageOf(validateMobile(''))).toBe('请输入手机号');
    expect(messageOf(validateMobile('123'))).toBe('请输入以1开头的11位手机号');
    expect(messageOf(validateChineseName('Tom'))).toContain('2-8个汉字');
    expect(messageOf(validatePassword('abcdefgh'))).toContain('同时包含字母和数字');
    expect(messageOf(validateNickname(' '))).toBe('请输入昵称');
  });
});

describe('validateMainlandId', () => {
  const today = { today: '2026-06-15' };

  it("accepts the standard's example and other valid IDs", () => {
    for (const id of [
      '11010519491231002X',
      '310101199003071230',
      '110105202402290011',
      '810000198808080013',
    ]) {
      expect(validateMainlandId(id, today)).toEqual({ ok: true });
    }
  });

  it('accepts a lower-case x check character', () => {
    expect(validateMainlandId('11010519491231002x', today)).toEqual({ ok: true });
  });

  it('computes the MOD 11-2 check character', () => {
    expect(mainlandIdCheckChar('11010519491231002')).toBe('X');
    expect(mainlandIdCheckChar('31010119900307123')).toBe('0');
  });

  it('rejects a wrong check character with the check-digit message', () => {
    const message = messageOf(validateMainlandId('110105194912310021', today));
    expect(message).toContain('校验码');
    expect(messageOf(validateMainlandId('310101199003071231', today))).toContain('校验码');
  });

  it('rejects an impossible birth date with the birth-date message', () => {
    // Feb 30 with an otherwise correct check character, so only the date can be blamed.
    expect(messageOf(validateMainlandId('110105199002301231', today))).toContain('出生日期');
    expect(messageOf(validateMainlandId('110105194902301234', today))).toContain('第7-14位的出生日期');
    expect(messageOf(validateMainlandId('110105199013011234', today))).toContain('出生日期');
    // Feb 29 exists in 2000 (leap) but not in 1900.
    expect(validateMainlandId('440306200002291239', today)).toEqual({ ok: true });
    expect(messageOf(validateMainlandId('110105190002291234', today))).toContain('出生日期');
  });

  it('rejects a birth date in the future and before 1900', () => {
    expect(messageOf(validateMainlandId('110105209912310010', today))).toContain('出生日期');
    expect(messageOf(validateMainlandId('110105202606160010', today))).toContain('出生日期');
    expect(messageOf(validateMainlandId('110105189912310015', today))).toContain('出生日期');
  });

  it('checks "future" against today in Shanghai by default', () => {
    expect(validateMainlandId('110105209912310010').ok).toBe(false);
    expect(validateMainlandId('11010519491231002X')).toEqual({ ok: true });
    expect(todayInShanghai(new Date('2026-06-14T16:00:00Z'))).toBe('2026-06-15');
    expect(todayInShanghai(new Date('2026-06-14T15:59:59Z'))).toBe('2026-06-14');
  });

  it('accepts an old 15-digit ID with a real 19YYMMDD birth date', () => {
    expect(validateMainlandId('110105491231002', today)).toEqual({ ok: true });
    expect(messageOf(validateMainlandId('110105490230002', today))).toContain('第7-12位的出生日期');
  });

  it('rejects wrong lengths and characters with the format message', () => {
    for (const id of [
      '1101051949123100',
      '11010519491231002XX',
      '1101051949123100X2',
      '11010519491231002Y',
      '11010549123100X',
      '１１０１０５１９４９１２３１００２X',
    ]) {
      expect(messageOf(validateMainlandId(id, today))).toContain('18位');
    }
    expect(messageOf(validateMainlandId('', today))).toBe('请输入身份证号');
  });

  it('reads birth date and gender from a valid ID only', () => {
    expect(birthDateFromMainlandId('11010519491231002X')).toBe('1949-12-31');
    expect(genderFromMainlandId('11010519491231002X')).toBe('FEMALE'); // sequence 002
    expect(birthDateFromMainlandId('310101199003071230')).toBe('1990-03-07');
    expect(genderFromMainlandId('310101199003071230')).toBe('MALE'); // 17th digit 3
    expect(birthDateFromMainlandId('110105491231001')).toBe('1949-12-31');
    expect(genderFromMainlandId('110105491231001')).toBe('MALE');
    expect(birthDateFromMainlandId('110105194912310021')).toBeNull();
    expect(genderFromMainlandId('1101')).toBeNull();
  });
});

describe('rules', () => {
  it('maps field names to the validators', () => {
    expect(rules.mobile).toBe(validateMobile);
    expect(rules.officerId).toBe(validateWordChars);
    expect(rules.mainlandId('11010519491231002X')).toEqual({ ok: true });
    expect(rules.mainlandId('110105194912310021').ok).toBe(false);
    expect(Object.keys(rules).sort()).toEqual(
      [
        'account',
        'chineseName',
        'email',
        'guestName',
        'hkMoTwPermit',
        'hometownPermit',
        'lettersOnly',
        'mainlandId',
        'mobile',
        'nickname',
        'officerId',
        'passport',
        'password',
        'taiwanCompatriotPermit',
        'taxNumber',
      ].sort(),
    );
  });
});

describe('validateTaxNumber', () => {
  it('computes the GB 32100 check character and names the wrong part', () => {
    expect(creditCodeCheckChar('9144030071526726X')).toBe('G');
    expect(creditCodeCheckChar('91110000802100433')).toBe('B');
    expect(creditCodeCheckChar('9144030071526726I')).toBe('');
    expect(messageOf(validateTaxNumber('9144030071526726XA'))).toContain('校验码');
    expect(messageOf(validateTaxNumber('9144030071526726OG'))).toContain('不含字母');
    expect(messageOf(validateTaxNumber('12345'))).toContain('15、17、18或20位');
  });
});

describe('isValidDate', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('2000-02-29')).toBe(true);
    expect(isValidDate('1900-02-29')).toBe(false);
    expect(isValidDate('2024-04-31')).toBe(false);
    expect(isValidDate('2024-4-1')).toBe(false);
    expect(isValidDate('2024-04-01T00:00:00')).toBe(false);
  });
});

describe('ageClass', () => {
  // Born 2020-06-15: 2nd birthday 2022-06-15, 12th birthday 2032-06-15.
  it.each([
    ['2020-06-15', 'INFANT'],
    ['2022-06-14', 'INFANT'],
    ['2022-06-15', 'CHILD'],
    ['2022-06-16', 'CHILD'],
    ['2032-06-14', 'CHILD'],
    ['2032-06-15', 'ADULT'],
    ['2032-06-16', 'ADULT'],
    ['2090-01-01', 'ADULT'],
  ])('born 2020-06-15, travelling %s: %s', (travel, expected) => {
    expect(ageClass('2020-06-15', travel)).toBe(expected);
  });

  it('reaches a Feb 29 birthday on Mar 1 in common years', () => {
    // Born 2020-02-29; 2022 is a common year.
    expect(ageClass('2020-02-29', '2022-02-28')).toBe('INFANT');
    expect(ageClass('2020-02-29', '2022-03-01')).toBe('CHILD');
    // 12th birthday falls in 2032, a leap year: reached on Feb 29 itself.
    expect(ageClass('2020-02-29', '2032-02-28')).toBe('CHILD');
    expect(ageClass('2020-02-29', '2032-02-29')).toBe('ADULT');
    // Born 2008-02-29: the 13th birthday falls in common year 2021.
    expect(completedYears('2008-02-29', '2021-02-28')).toBe(12);
    expect(completedYears('2008-02-29', '2021-03-01')).toBe(13);
    expect(completedYears('2012-02-29', '2013-02-28')).toBe(0);
    expect(completedYears('2012-02-29', '2013-03-01')).toBe(1);
  });

  it('counts across year ends and month ends', () => {
    expect(completedYears('2014-12-31', '2026-12-30')).toBe(11);
    expect(completedYears('2014-12-31', '2026-12-31')).toBe(12);
    expect(completedYears('2024-01-31', '2026-01-30')).toBe(1);
  });

  it('throws on invalid dates and a birth after the travel date', () => {
    expect(() => ageClass('2020-02-30', '2026-01-01')).toThrow(/Invalid birth date/);
    expect(() => ageClass('2020-01-01', '2026-13-01')).toThrow(/Invalid reference date/);
    expect(() => ageClass('not a date', '2026-01-01')).toThrow(Error);
    expect(() => ageClass('', '2026-01-01')).toThrow(Error);
    expect(() => ageClass('2026-01-02', '2026-01-01')).toThrow(/after the reference date/);
  });
});

describe('free text', () => {
  it('refuses control characters, line breaks only where the field is multi-line', () => {
    expect(validateText('北京市朝阳区', '注册地址', 100)).toEqual({ ok: true });
    for (const bad of ['a\u0000b', 'a\nb', 'a\rb', '\u001b[31m', 'x\u007f']) {
      expect(messageOf(validateText(bad, '注册地址', 100))).toBe(
        '注册地址含有换行或不可见的控制字符，请删除后重试',
      );
    }
    expect(validateText('第一行\n第二行\t', '退票原因', 200, { multiline: true })).toEqual({ ok: true });
    expect(messageOf(validateText('a\u0000', '退票原因', 200, { multiline: true }))).toBe(
      '退票原因含有不可见的控制字符，请删除后重试',
    );
    expect(hasControlCharacters('\u0085 and \u200b are not C0')).toBe(false);
  });

  it('counts code points against the maximum', () => {
    expect(validateText('😀'.repeat(20), '昵称', 20)).toEqual({ ok: true });
    expect(messageOf(validateText('字'.repeat(21), '昵称', 20))).toBe('昵称不能超过20个字');
    expect(validateText(123 as unknown as string, '昵称', 20).ok).toBe(false);
  });

  it('has the bounds the backend keeps, and a general one above them all', () => {
    expect(TEXT_LIMITS).toMatchObject({
      invoiceTitleName: 100,
      invoiceAddress: 100,
      contactName: 20,
      refundReason: 200,
    });
    for (const max of Object.values(TEXT_LIMITS)) expect(max).toBeLessThanOrEqual(INPUT_TEXT_MAX);
  });

  it('makes a nickname with a NUL byte a message, not something to store', () => {
    expect(messageOf(validateNickname('小王\u0000'))).toBe('昵称含有换行或不可见的控制字符，请删除后重试');
  });
});
