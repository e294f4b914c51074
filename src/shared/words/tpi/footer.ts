import { brand } from '../../brand';
import type { footer as english } from '../en/footer';
import type { Translation } from '../translation';

export const footer = {
  tagline:
    'Ol websait na ol samting bilong intanet, mipela i wokim long Papua Niugini, bilong Papua Niugini.',
  place: `${brand.city}, Papua Niugini`,
  hours: 'Mande-Fraide 8AM-5PM AEST',
  servicesHeading: 'Ol wok',
  services: {
    'web-design': 'Disain na wokim websait',
    'web-app': 'Ol ap bilong intanet',
    'digital-product': 'Ol samting i redi bilong intanet',
    branding: 'Mak bilong bisnis',
    ecommerce: 'Stoa long intanet',
  },
  legalHeading: 'Lo',
  privacyPolicy: 'Lo bilong lukautim toksave',
  termsOfUse: 'Lo bilong yusim',
  legalInformation: 'Toksave long lo',
  getInTouch: 'Toktok wantaim mipela',
  socialMedia: 'Sosel midia',
  opensInNewTab: '(i op long nupela tab)',
  copyright: '© {year} {company}. Mipela i holim olgeta rait.',
  treePledge: 'Olgeta projek i baim wanpela diwai long planim long Papua Niugini.',
} satisfies Translation<typeof english>;
