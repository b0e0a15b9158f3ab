import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TravellerChooserQueryDocument, TravellerFormQueryDocument } from '../../__generated__/graphql.ts';
import { DOCUMENT_TYPES, document, traveller } from './testData.ts';
import { TravellerChooser, type TravellerChooserProps } from './TravellerChooser.tsx';

const ID = '11010519491231002X';
const TRAVELLERS = [
  traveller('1', '张三', [document('ID_CARD', ID)]),
  traveller('2', '李四', [document('PASSPORT', 'E12345678', '2035-01-01')]),
  traveller('3', '王五', [document('PASSPORT', 'E87654321')]),
  traveller('4', '赵六', [document('PASSPORT', 'G12345678', '2026-06-30')]),
  traveller('5', '小宝', [document('ID_CARD', ID)], '2020-01-01'),
];

function pageMock(items = TRAVELLERS): MockedResponse {
  return {
    request: { query: TravellerChooserQueryDocument, variables: { pageNum: 1, pageSize: 20 } },
    result: {
      data: {
        travellers: { __typename: 'TravellerPage', pageNum: 1, total: items.length, hasMore: false, items },
        documentTypes: DOCUMENT_TYPES,
      },
    },
  };
}

/** The chooser as a booking page holds it: selection in state, changes reported to a spy. */
function Harness(props: Partial<TravellerChooserProps> & { onChangeSpy: (ids: string[]) => void }) {
  const [ids, setIds] = useState<string[]>([]);
  return (
    <TravellerChooser
      {...props}
      selectedIds={ids}
      onChange={(next) => {
        props.onChangeSpy(next);
        setIds(next);
      }}
    />
  );
}

function renderChooser(props: Partial<TravellerChooserProps>, mocks = [pageMock()]) {
  const onChange = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <Harness {...props} onChangeSpy={onChange} />
    </MockedProvider>,
  );
  return onChange;
}

const box = (name: string) => screen.getByRole('checkbox', { name: `选择${name}` });

describe('TravellerChooser', () => {
  it('greys out travellers whose documents do not fit the trip, with the reason, and never chooses them', async () => {
    const onChange = renderChooser({
      documentTypes: ['PASSPORT', 'HK_MACAO_PERMIT', 'TAIWAN_PERMIT'],
      requireExpiry: true,
      travelDate: '2026-07-01',
    });
    await screen.findByText('张三');
    expect(screen.getAllByText('没有可用证件，本行程需护照、港澳通行证、台湾通行证')).toHaveLength(2);
    expect(screen.getByText('请编辑补充证件有效期')).toBeTruthy();
    expect(screen.getByText('证件在出行日前已过期，请编辑更新')).toBeTruthy();
    expect((box('张三') as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(box('张三'));
    fireEvent.click(box('王五'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(box('李四'));
    expect(onChange).toHaveBeenLastCalledWith(['2']);
    // Every row keeps its edit button: that is how a missing document gets fixed.
    expect(screen.getByRole('button', { name: '编辑张三' })).toBeTruthy();
  });

  it('chooses in order, unchooses on a second tap, and stops at the maximum', async () => {
    const onChange = renderChooser({ documentTypes: ['ID_CARD', 'PASSPORT'], max: 2 });
    await screen.findByText('张三');
    fireEvent.click(box('张三'));
    fireEvent.click(box('李四'));
    expect(onChange).toHaveBeenLastCalledWith(['1', '2']);
    fireEvent.click(box('小宝'));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('最多选择2位旅客')).toBeTruthy();
    fireEvent.click(box('张三'));
    expect(onChange).toHaveBeenLastCalledWith(['2']);
    expect(screen.getByText('已选 1 位（最多 2 位）')).toBeTruthy();
  });

  it('shows each traveller’s age class on the travel date and the document it will use', async () => {
    renderChooser({ documentTypes: ['ID_CARD', 'PASSPORT'], travelDate: '2026-12-01' });
    await screen.findByText('小宝');
    expect(screen.getByText('儿童')).toBeTruthy();
    expect(screen.getAllByText('成人')).toHaveLength(4);
    expect(screen.getByText('护照 E12***78')).toBeTruthy();
  });

  it('says so when the member has no travellers yet, and offers to add one', async () => {
    renderChooser({ documentTypes: ['PASSPORT'] }, [
      pageMock([]),
      { request: { query: TravellerFormQueryDocument }, result: { data: { documentTypes: DOCUMENT_TYPES } } },
    ]);
    expect(await screen.findByText('还没有常用旅客')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新增旅客/ }));
    // The form in the popup offers the trip's document types only.
    expect(await screen.findByPlaceholderText('请输入护照号码')).toBeTruthy();
  });
});
