import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { expect } from 'vitest';

/**
 * antd-mobile's dialogs in tests, the way a shopper meets them.
 *
 * A dialog opens with an animation, and its body takes no taps until that animation has ended
 * (antd-mobile sets `pointer-events: none` on it below full opacity). jsdom does not hit-test, so a
 * test's `fireEvent.click` reaches the buttons at once. Tapped before the opening animation's first
 * frame, a dialog then never leaves the page: react-spring stops an animation sent back to where it
 * stands without reporting rest (its `onRest` needs a frame that moved the value), and antd-mobile
 * removes a dialog only on that rest. Which test hit it depended on how busy the worker's frames were
 * (docs/decisions/0031). A shopper cannot tap that early; the helpers below
 * tap only once the dialog is open, as a shopper's finger would.
 */

/** The dialog's animated body: antd-mobile's CenterPopup gives it the opacity and pointer-events. */
function animatedBody(dialog: HTMLElement): HTMLElement | null {
  return dialog.firstElementChild instanceof HTMLElement ? dialog.firstElementChild : null;
}

/** True once the dialog's opening animation has ended and it takes taps. */
export function dialogIsOpen(dialog: HTMLElement): boolean {
  const body = animatedBody(dialog);
  return body !== null && body.style.opacity === '1' && body.style.pointerEvents !== 'none';
}

/** The newest dialog on the page (a closing one may still be above the test's), once it is open. */
export async function openDialog(timeout = 5_000): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(
    () => {
      const newest = screen.getAllByRole('dialog').at(-1)!;
      expect(dialogIsOpen(newest), 'the dialog is still opening').toBe(true);
      found = newest;
    },
    { timeout },
  );
  return found!;
}

/** Taps the named button of the newest dialog once it is open; returns that dialog. */
export async function tapInDialog(name: string | RegExp, timeout?: number): Promise<HTMLElement> {
  const dialog = await openDialog(timeout);
  fireEvent.click(within(dialog).getByRole('button', { name }));
  return dialog;
}

/**
 * Waits until no dialog is left on the page: one that was answered leaves after its animation
 * (antd-mobile's Dialog is then removed; a popup of the page's own is hidden).
 */
export async function dialogsGone(timeout = 5_000): Promise<void> {
  await waitFor(
    () => {
      expect(document.querySelector('.adm-dialog')).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    { timeout },
  );
}

/** What a test can leave open outside its tree: dialogs, and toasts (by their mask). */
const LEFT_OVER = '.adm-dialog, .adm-toast-mask';

/**
 * After every test (src/test/setup.ts): unmounts the tested page first (so nothing it still runs
 * opens another toast or dialog), then closes what it left open (dialogs and toasts render outside
 * the tested tree, so the testing library's cleanup misses them) and waits for them to leave. One
 * closed before its opening animation's first frame (a test that ended as its dialog appeared) never
 * leaves (see above): it is taken out by hand, with the layer it sits in under <body> (a toast's
 * mask is portalled there directly), so the next test starts from an empty page. It asserts nothing: a test's own work
 * still settling (a toast after a late answer) is not that test's failure, nor the next one's.
 */
export async function closeDialogsAndToasts(timeout = 3_000): Promise<void> {
  cleanup();
  Dialog.clear();
  Toast.clear();
  const left = () => document.querySelector(LEFT_OVER);
  try {
    await waitFor(() => expect(left()).toBeNull(), { timeout });
  } catch {
    for (const stuck of document.querySelectorAll(LEFT_OVER)) stuck.closest('body > *')?.remove();
    document.body.classList.remove('adm-overflow-hidden');
  }
}
