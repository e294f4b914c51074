/** The offer to read a page in Tok Pisin: shown only to a visitor who reads Tok Pisin, so it has no English. */
export const languageOffer = {
  text: 'Dispela websait i stap long Tok Pisin tu.',
  accept: 'Ritim long Tok Pisin',
  dismiss: 'Stap long Inglis',
};
