/** Spec §8 toast defaults, apart from the widgets so the shell can use them without loading those. */
export const SUCCESS_TEXT = '操作成功';
export const LOADING_TEXT = '拼命加载中...';
