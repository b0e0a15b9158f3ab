import { Dialog, Toast } from 'antd-mobile';
import { LOADING_TEXT, SUCCESS_TEXT } from './feedbackTexts.ts';

export { LOADING_TEXT, SUCCESS_TEXT };

/** A plain text toast (a server's message, say). */
export function toastText(content: string) {
  return Toast.show({ content });
}

/** A toast as antd-mobile's `Toast.show` takes it, for callers that load this module on demand. */
export function showToast(props: Parameters<typeof Toast.show>[0]) {
  return Toast.show(props);
}

/** antd-mobile's confirm dialog: resolves true on the confirm button. */
export function confirmDialog(props: {
  title?: string;
  content: string;
  confirmText: string;
  cancelText: string;
}): Promise<boolean> {
  return Dialog.confirm(props);
}

/** A success toast; the text defaults to spec §8's `操作成功`. */
export function toastSuccess(content: string = SUCCESS_TEXT) {
  return Toast.show({ icon: 'success', content });
}

/** A loading toast that stays until closed; the text defaults to `拼命加载中...`. */
export function toastLoading(content: string = LOADING_TEXT) {
  return Toast.show({ icon: 'loading', content, duration: 0 });
}

/** Spec §8: the number of shoppers said to be looking at a product, 1 to 10. */
export function watcherCount(random: () => number = Math.random): number {
  const n = Math.floor(random() * 10) + 1;
  return Math.min(10, Math.max(1, n));
}

export interface LeaveConfirm {
  content: string;
  stayText: string;
  leaveText: string;
}

/** Spec §8 confirm texts, exactly. */
export const LEAVE_DISCOUNT: LeaveConfirm = {
  content: '优惠不等人,真的要走吗?',
  stayText: '继续购买',
  leaveText: '狠心离开',
};
export const ABANDON_ORDER_EDIT: LeaveConfirm = {
  content: '退出后当前信息不会被保存,是否放弃订单编辑?',
  stayText: '继续填写',
  leaveText: '放弃',
};
export function watchersConfirm(n: number): LeaveConfirm {
  return { content: `${n}位用户正在关注此产品`, stayText: '继续预订', leaveText: '狠心离开' };
}

/**
 * Asks whether to leave; resolves true when the shopper chose to leave. Staying is the bold,
 * first button: these dialogs exist to keep a purchase going. Closing by other means stays.
 */
export function confirmLeave({ content, stayText, leaveText }: LeaveConfirm): Promise<boolean> {
  return new Promise((resolve) => {
    Dialog.show({
      content,
      closeOnAction: true,
      actions: [
        [
          { key: 'stay', text: stayText, bold: true },
          { key: 'leave', text: leaveText, style: { color: 'var(--adm-color-text-secondary)' } },
        ],
      ],
      onAction: (action) => resolve(action.key === 'leave'),
      onClose: () => resolve(false),
    });
  });
}

/** `优惠不等人,真的要走吗?` — 继续购买 / 狠心离开. True when leaving. */
export const confirmLeaveDiscount = () => confirmLeave(LEAVE_DISCOUNT);

/** `退出后当前信息不会被保存,是否放弃订单编辑?` — 继续填写 / 放弃. True when abandoning. */
export const confirmAbandonOrderEdit = () => confirmLeave(ABANDON_ORDER_EDIT);

/** `{n}位用户正在关注此产品` with n from 1 to 10 — 继续预订 / 狠心离开. True when leaving. */
export const confirmLeaveWatched = (random: () => number = Math.random) =>
  confirmLeave(watchersConfirm(watcherCount(random)));
