import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for antd-mobile's dialogs to leave the page, so the next test does not click an old one's
 * buttons. In a worker whose jsdom other files shared (web/vitest.config.ts: isolate off), a closing
 * dialog sometimes never leaves after pages/index.test.tsx ran there (that file, then
 * components/feedback.test.ts, in one worker: every other run): the dialog is closed (its promise
 * settled, its style the closed one) but still in the page. The cause is not found (NOTES.md); such
 * a dialog is taken out after the wait, so the next test starts from an empty page.
 */
export async function dialogsLeft(timeout = 3_000): Promise<void> {
  try {
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull(), { timeout });
  } catch {
    document.querySelectorAll('.adm-dialog').forEach((dialog) => dialog.parentElement?.remove());
    document.body.classList.remove('adm-overflow-hidden');
  }
  expect(document.querySelector('.adm-dialog')).toBeNull();
}
