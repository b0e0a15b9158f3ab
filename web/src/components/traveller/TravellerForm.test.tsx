import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mainlandIdCheckChar } from '@storefront/schema/validation';
import { TravellerFormCreateDocument, TravellerFormQueryDocument } from '../../__generated__/graphql.ts';
import { DOCUMENT_TYPES, document, traveller } from './testData.ts';
import { TravellerForm, type TravellerFormProps } from './TravellerForm.tsx';

const ID_17 = '11010120180307123';
const ID = `${ID_17}${mainlandIdCheckChar(ID_17)}`;
const WRONG_CHECK = `${ID_17}${mainlandIdCheckChar(ID_17) === '0' ? '1' : '0'}`;

const typesMock: MockedResponse = {
  request: { query: TravellerFormQueryDocument },
  result: { data: { documentTypes: DOCUMENT_TYPES } },
};

function renderForm(props: Partial<TravellerFormProps>, mocks: MockedResponse[] = []) {
  const onSaved = vi.fn();
  render(
    <MockedProvider mocks={[typesMock, ...mocks]}>
      <TravellerForm onSaved={onSaved} {...props} />
    </MockedProvider>,
  );
  return onSaved;
}

function type(placeholder: string, value: string) {
  const input = screen.getByPlaceholderText(placeholder);
  fireEvent.change(input, { target: { value } });
  return input;
}

describe('TravellerForm', () => {
  it('shows the ID rule’s message once the field is left, then follows each keystroke', async () => {
    renderForm({});
    await screen.findByPlaceholderText('请输入身份证号码');
    const input = type('请输入身份证号码', WRONG_CHECK);
    // Not while the shopper is still typing the field for the first time.
    expect(screen.queryByText('身份证号最后一位校验码不正确，请核对号码')).toBeNull();
    fireEvent.blur(input);
    expect(await screen.findByText('身份证号最后一位校验码不正确，请核对号码')).toBeTruthy();
    type('请输入身份证号码', '1101');
    expect(
      await screen.findByText('身份证号应为18位（最后一位可为数字或X）或15位数字，请检查位数和格式'),
    ).toBeTruthy();
    type('请输入身份证号码', ID);
    await waitFor(() => expect(screen.queryByText(/身份证号应为18位/)).toBeNull());
  });

  it('fills birthday and gender from the ID card and shows the age class on the travel date', async () => {
    renderForm({ travelDate: '2026-12-01' });
    await screen.findByPlaceholderText('请输入身份证号码');
    expect(screen.getByTestId('derived-birthday').textContent).toBe('填写身份证号后自动识别');
    type('请输入身份证号码', ID);
    expect((await screen.findByTestId('derived-birthday')).textContent).toBe('2018-03-07');
    expect(screen.getByTestId('derived-gender').textContent).toBe('男');
    expect(screen.getByText('儿童')).toBeTruthy();
    expect(screen.getByText('按出行日期 2026-12-01 计算')).toBeTruthy();
  });

  it('offers only the document types it is given and asks for the expiry when required', async () => {
    renderForm({ documentTypes: ['PASSPORT', 'HK_MACAO_PERMIT'], requireExpiry: true });
    expect(await screen.findByPlaceholderText('请输入护照号码')).toBeTruthy();
    expect(screen.queryByText('身份证')).toBeNull();
    expect(screen.getByText('港澳通行证')).toBeTruthy();
    // Birthday and gender are asked for without an ID card; English names for a passport.
    expect(screen.getByText('请选择出生日期')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择护照有效期')).toBeTruthy();
    expect(screen.getByText('请填写与护照一致的英文姓')).toBeTruthy();
    expect(screen.getByText('请选择性别')).toBeTruthy();
  });

  it('saves once however often the button is pressed, and reports the new id', async () => {
    const create = vi.fn(() => ({
      data: {
        createTraveller: {
          __typename: 'SaveTravellerPayload',
          traveller: traveller('42', '李小宝', [document('ID_CARD', ID)], '2018-03-07'),
          userErrors: [],
        },
      },
    }));
    const onSaved = renderForm({}, [
      {
        request: {
          query: TravellerFormCreateDocument,
          variables: {
            input: {
              name: '李小宝',
              englishSurname: null,
              englishGivenName: null,
              gender: null,
              birthday: null,
              mobile: null,
              documents: [{ type: 'ID_CARD', number: ID, expiresOn: null, issuingCountry: null }],
            },
          },
        },
        result: create,
        delay: 20,
      },
    ]);
    await screen.findByPlaceholderText('请输入身份证号码');
    type('与证件上的中文姓名一致', '李小宝');
    type('请输入身份证号码', ID);
    const button = screen.getByRole('button', { name: '保存' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('42'));
    fireEvent.click(button);
    expect(create).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('shows a number already saved on another traveller under the number field, and does not report a save', async () => {
    const onSaved = renderForm({}, [
      {
        request: {
          query: TravellerFormCreateDocument,
          variables: {
            input: {
              name: '李小宝',
              englishSurname: null,
              englishGivenName: null,
              gender: null,
              birthday: null,
              mobile: null,
              documents: [{ type: 'ID_CARD', number: ID, expiresOn: null, issuingCountry: null }],
            },
          },
        },
        result: {
          data: {
            createTraveller: {
              __typename: 'SaveTravellerPayload',
              traveller: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: null,
                  code: 'DOCUMENT_NUMBER_TAKEN',
                  message: '该身份证号码已保存在常用旅客「李宝」中，请直接选择或编辑该旅客',
                },
              ],
            },
          },
        },
      },
    ]);
    await screen.findByPlaceholderText('请输入身份证号码');
    type('与证件上的中文姓名一致', '李小宝');
    type('请输入身份证号码', ID);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText('该身份证号码已保存在常用旅客「李宝」中，请直接选择或编辑该旅客'),
    ).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits a saved traveller: its fields are filled and its other documents ride along', async () => {
    renderForm({
      traveller: traveller('7', '王五', [
        document('PASSPORT', 'E12345678', '2033-01-01'),
        document('ID_CARD', ID),
      ]),
      documentTypes: ['PASSPORT'],
    });
    expect(((await screen.findByPlaceholderText('请输入护照号码')) as HTMLInputElement).value).toBe(
      'E12345678',
    );
    expect((screen.getByPlaceholderText('与证件上的中文姓名一致') as HTMLInputElement).value).toBe('王五');
    // The kept ID card still decides the birthday.
    expect(screen.getByTestId('derived-birthday').textContent).toBe('2018-03-07');
  });
});
