import { screen } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { expect, it } from 'vitest';
import { closeDialogsAndToasts, dialogIsOpen, dialogsGone, tapInDialog } from './dialogs.ts';

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

it('after a test, takes out a dialog or a toast that cannot leave, wherever antd-mobile put it', async () => {
  // As a dialog and a toast closed before their first frame stay: the dialog inside its own layer,
  // the toast's mask portalled straight into <body>.
  const layer = document.createElement('div');
  layer.innerHTML = '<div class="adm-center-popup"><div class="adm-dialog">确定删除吗？</div></div>';
  const mask = document.createElement('div');
  mask.className = 'adm-mask adm-toast-mask';
  mask.textContent = '拼命加载中...';
  document.body.append(layer, mask);
  await closeDialogsAndToasts(100);
  expect(document.body.contains(layer)).toBe(false);
  expect(document.body.contains(mask)).toBe(false);
});
