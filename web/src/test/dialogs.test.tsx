import { screen } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, expect, it } from 'vitest';
import { closeDialogsAndToasts, dialogIsOpen, dialogsGone, tapInDialog } from './dialogs.ts';

afterEach(() => closeDialogsAndToasts());

it('taps a dialog only once it has opened, as a shopper can, and the dialog then leaves', async () => {
  let opacityAtTap: string | undefined;
  const answered = Dialog.confirm({
    content: '确定删除吗？',
    onConfirm: () => {
      const body = screen.getByRole('dialog').firstElementChild as HTMLElement;
      opacityAtTap = body.style.opacity;
    },
  });
  // Still opening as it enters the page: a tap now would be one a shopper's finger cannot make.
  expect(dialogIsOpen(await screen.findByRole('dialog'))).toBe(false);
  await tapInDialog('确定');
  expect(await answered).toBe(true);
  expect(opacityAtTap).toBe('1');
  await dialogsGone();
});
