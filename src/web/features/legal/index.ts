export { LegalContacts, ResponseTimes } from './legal-contacts';
export { DocumentVersion, LegalDocumentView } from './legal-document';
export { effectiveDate, policyVersion, responseTimes } from './legal-facts';
export { privacyPolicy } from './privacy-policy';
export { termsOfUse } from './terms-of-use';
export type { LegalDocument } from './types';
