import { describe, expect, it } from 'vitest';
import { chatUrl, openCustomerServiceMessage, productIdFor, SERVICE_PHONE_HREF } from './customerService.ts';

describe('customer service (spec §2.7)', () => {
  it('calls 400-850-1666', () => {
    expect(SERVICE_PHONE_HREF).toBe('tel:400-850-1666');
  });

  it('takes the product from the id of detail and visa-detail only', () => {
    expect(productIdFor('/detail', '?id=88&x=1')).toBe('88');
    expect(productIdFor('/visa/detail', '?id=V12')).toBe('V12');
    expect(productIdFor('/team/detail', '?id=5')).toBeNull();
    expect(productIdFor('/detail', '')).toBeNull();
    expect(productIdFor('/', '?id=5')).toBeNull();
  });

  it('tells a mini-program host to open its own customer service', () => {
    expect(openCustomerServiceMessage('88')).toEqual({ type: 'openCustomerService', productId: '88' });
  });

  it('only follows http(s) chat links', () => {
    expect(chatUrl('https://kefu.example.cn/chat?sig=AB')).toBe('https://kefu.example.cn/chat?sig=AB');
    expect(chatUrl('/__kefu/chat?x=1')).toBe('/__kefu/chat?x=1');
    expect(chatUrl('javascript:alert(1)')).toBeNull();
    expect(chatUrl('')).toBeNull();
    expect(chatUrl(null)).toBeNull();
  });
});
