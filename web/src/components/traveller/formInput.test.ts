import { describe, expect, it } from 'vitest';
import { documentsToSend, formFieldOf, type TravellerFormValues } from './formInput.ts';

const values: TravellerFormValues = {
  name: '张三',
  documentType: 'PASSPORT',
  number: ' E12345678 ',
  expiresOn: '2033-01-01',
  englishSurname: '',
  englishGivenName: '',
  gender: null,
  birthday: null,
  mobile: '',
};

describe('documentsToSend', () => {
  it('replaces the edited type in place and keeps the other saved documents', () => {
    const saved = [
      { type: 'ID_CARD' as const, number: '11010519491231002X', expiresOn: null, issuingCountry: 'CN' },
      { type: 'PASSPORT' as const, number: 'E00000000', expiresOn: '2030-01-01', issuingCountry: 'CN' },
    ];
    expect(documentsToSend(saved, values)).toEqual({
      documents: [
        { type: 'ID_CARD', number: '11010519491231002X', expiresOn: null, issuingCountry: 'CN' },
        { type: 'PASSPORT', number: 'E12345678', expiresOn: '2033-01-01', issuingCountry: 'CN' },
      ],
      editedIndex: 1,
    });
  });

  it('adds a type the traveller did not have at the end', () => {
    const saved = [
      { type: 'ID_CARD' as const, number: '11010519491231002X', expiresOn: null, issuingCountry: null },
    ];
    const { documents, editedIndex } = documentsToSend(saved, values);
    expect(documents.map((d) => d.type)).toEqual(['ID_CARD', 'PASSPORT']);
    expect(editedIndex).toBe(1);
  });
});

describe('formFieldOf', () => {
  it('maps the gateway’s input paths to the form’s fields, only for the edited document', () => {
    expect(formFieldOf(['input', 'name'], 0)).toBe('name');
    expect(formFieldOf(['input', 'documents', '1', 'number'], 1)).toBe('number');
    expect(formFieldOf(['input', 'documents', '0', 'number'], 1)).toBeNull();
    expect(formFieldOf(['input', 'documents', '1', 'type'], 1)).toBe('documentType');
    expect(formFieldOf(['input', 'documents'], 0)).toBe('number');
    expect(formFieldOf(['input', 'id'], 0)).toBeNull();
    expect(formFieldOf(null, 0)).toBeNull();
  });
});
