import type { DocumentType, Gender, TravellerDocumentInput } from '../../__generated__/graphql.ts';

/** The values of TravellerForm's fields. Dates are `YYYY-MM-DD`; blanks are ''. */
export interface TravellerFormValues {
  name: string;
  documentType: DocumentType;
  number: string;
  expiresOn: string | null;
  englishSurname: string;
  englishGivenName: string;
  gender: Gender | null;
  birthday: string | null;
  mobile: string;
}

/** A saved document as the form's fragment reads it. */
export interface SavedDocument {
  type: DocumentType;
  number: string;
  expiresOn: string | null;
  issuingCountry: string | null;
}

/** The fields a document of this type asks for besides its number. */
export function englishNamesAsked(type: DocumentType): boolean {
  return type !== 'ID_CARD' && type !== 'OFFICER_ID';
}

/**
 * The documents to send: the saved ones kept as they are, with the one being edited replaced in
 * place (or added at the end). The form edits one document at a time; the others ride along.
 */
export function documentsToSend(
  saved: readonly SavedDocument[],
  values: TravellerFormValues,
): {
  documents: TravellerDocumentInput[];
  editedIndex: number;
} {
  const edited: TravellerDocumentInput = {
    type: values.documentType,
    number: values.number.trim(),
    expiresOn: values.expiresOn || null,
    issuingCountry: saved.find((document) => document.type === values.documentType)?.issuingCountry ?? null,
  };
  const documents: TravellerDocumentInput[] = saved.map((document) =>
    document.type === values.documentType
      ? edited
      : {
          type: document.type,
          number: document.number,
          expiresOn: document.expiresOn,
          issuingCountry: document.issuingCountry,
        },
  );
  let editedIndex = documents.indexOf(edited);
  if (editedIndex < 0) {
    documents.push(edited);
    editedIndex = documents.length - 1;
  }
  return { documents, editedIndex };
}

/** The form field an input path of the gateway names (`["input","documents","0","number"]`), if shown. */
export function formFieldOf(
  path: ReadonlyArray<string> | null | undefined,
  editedIndex: number,
): string | null {
  if (!path || path[0] !== 'input') return null;
  if (path[1] === 'documents') {
    if (path.length === 2) return 'number';
    if (Number(path[2]) !== editedIndex) return null;
    const field = path[3];
    if (field === 'type') return 'documentType';
    return field === 'number' || field === 'expiresOn' ? field : null;
  }
  const field = path[1];
  const shown = ['name', 'englishSurname', 'englishGivenName', 'gender', 'birthday', 'mobile'];
  return field && shown.includes(field) ? field : null;
}
