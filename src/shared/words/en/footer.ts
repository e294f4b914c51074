import { brand } from '../../brand';
import type { ServiceId } from '../service-id';

/** The footer, on every agency page; the home page also shows its tagline, hours and service names. */
export const footer = {
  // The brand's facts are literal types: widened to string, since Tok Pisin says them differently.
  tagline: brand.tagline as string,
  place: `${brand.city}, ${brand.country}`,
  hours: brand.hours as string,
  servicesHeading: 'Services',
  services: {
    'web-design': 'Web Design & Development',
    'web-app': 'Web Applications',
    'digital-product': 'Digital Products',
    branding: 'Branding',
    ecommerce: 'E-commerce',
  } satisfies Record<ServiceId, string>,
  legalHeading: 'Legal',
  privacyPolicy: 'Privacy Policy',
  termsOfUse: 'Terms of Use',
  legalInformation: 'Legal Information',
  getInTouch: 'Get in touch',
  socialMedia: 'Social media',
  opensInNewTab: '(opens in a new tab)',
  copyright: '© {year} {company}. All rights reserved.',
  treePledge: 'Every project funds a tree planted in Papua New Guinea.',
};
