export { LegalContacts, ResponseTimes } from './legal-contacts';
export { DocumentVersion, EnglishTextNotice, LegalDocumentView } from './legal-document';
export type { LegalDocument } from '../../../shared/words/legal-document';
