// Answers of the graph the traveller component tests share (with __typename, as MockedProvider wants).
import type { DocumentType, Gender } from '../../__generated__/graphql.ts';

export const DOCUMENT_TYPES = [
  ['ID_CARD', '身份证', 'mainlandId', false],
  ['PASSPORT', '护照', 'passport', true],
  ['HK_MACAO_PERMIT', '港澳通行证', 'hkMoTwPermit', true],
  ['TAIWAN_PERMIT', '台湾通行证', 'hkMoTwPermit', true],
  ['HOME_RETURN_PERMIT', '回乡证', 'hometownPermit', true],
  ['TAIWAN_COMPATRIOT_PERMIT', '台胞证', 'taiwanCompatriotPermit', true],
  ['OFFICER_ID', '军官证', 'officerId', false],
].map(([type, name, rule, needsExpiry]) => ({
  __typename: 'DocumentTypeInfo',
  type,
  name,
  rule,
  needsExpiry,
}));

export function document(type: DocumentType, number: string, expiresOn: string | null = null) {
  return {
    __typename: 'TravellerDocument',
    type,
    number,
    maskedNumber: `${number.slice(0, 3)}***${number.slice(-2)}`,
    expiresOn,
    issuingCountry: null,
  };
}

export function traveller(
  id: string,
  name: string,
  documents: ReturnType<typeof document>[],
  birthday = '1990-03-07',
) {
  return {
    __typename: 'Traveller',
    id,
    name,
    englishSurname: null,
    englishGivenName: null,
    gender: 'MALE' as Gender,
    birthday,
    mobile: null,
    isSelf: false,
    documents,
  };
}
