import { codeValue } from '../../src/server/content/code-content';
import type { ContentData } from '../../src/shared/schemas/content';

// Decision 130's templates as an owner publishes them: Restaurant Deluxe with five features (the
// code has four) and a picture, and a new coming-soon template with its own features.

export const publishedRestaurant = (picture: string | null): ContentData['template'] => ({
  ...(codeValue('template', 'restaurant') as ContentData['template']),
  features: {
    en: ['Menu with prices', 'Lunch orders by WhatsApp', 'Photo gallery', 'Tables', 'Hours'],
    tpi: ['Menyu wantaim prais', 'Oda long WhatsApp', 'Ol foto', 'Ol tebol', 'Taim'],
  },
  picture,
});

export const newFlowerShop = (picture: string | null): ContentData['template'] => ({
  title: 'Flower Shop',
  price: 2200,
  category: 'Local Business',
  status: 'coming_soon',
  features: { en: ['Bouquets to order'], tpi: ['Oda long ol plaua'] },
  picture,
});
