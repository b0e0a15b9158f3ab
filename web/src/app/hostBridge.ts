/**
 * The mini-program side of WeChat's JS-SDK, as far as the storefront uses it. The SDK script is the
 * host's business: it is present when the mini-program's web-view injects it, and absent in a plain
 * browser, so every call here is optional.
 */
interface MiniProgramApi {
  postMessage?: (message: { data: unknown }) => void;
}

declare global {
  interface Window {
    wx?: { miniProgram?: MiniProgramApi };
  }
}

/**
 * Sends `data` to the hosting mini-program (`wx.miniProgram.postMessage({ data })`). Returns false
 * when there is no SDK to send through. WeChat delivers these to the mini-program page's `message`
 * handler at its next back, share or destroy.
 */
export function postToMiniProgram(data: unknown, target: Pick<Window, 'wx'> | undefined = globalWindow()): boolean {
  const post = target?.wx?.miniProgram?.postMessage;
  if (typeof post !== 'function') return false;
  try {
    post.call(target?.wx?.miniProgram, { data });
    return true;
  } catch {
    return false;
  }
}

function globalWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}
