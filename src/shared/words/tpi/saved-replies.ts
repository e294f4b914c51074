import type { savedReplies as english } from '../en/saved-replies';
import type { Translation } from '../translation';

/** The saved replies in Tok Pisin, for a customer who asked from a Tok Pisin page. */
export const savedReplies = {
  'proposal-coming':
    'Halo {name},\n\nTenkyu long askim bilong kwot {reference}. Mipela i wok long redim ofa bilong yu, na bai mipela i salim long yu klostu.\n\n{brand}',
  'need-more-details':
    'Halo {name},\n\nTenkyu long askim bilong kwot {reference}. Bilong redim stretpela ofa, mipela i mas save liklik moa: wanem wok bisnis bilong yu i mekim, ol pes yu laikim long websait, na wanem taim yu laik websait i stat long wok.\n\n{brand}',
  'thank-you':
    'Halo {name},\n\nTenkyu long yu makim {brand} (askim bilong kwot {reference}). Mipela i amamas long wokim websait bilong yu wantaim yu.\n\n{brand}',
} satisfies Translation<typeof english>;
