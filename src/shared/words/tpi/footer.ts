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
    'web-design': 'Droim na Wokim Websait',
    'web-app': 'Ol Ap bilong Intanet',
    'digital-product': 'Ol Samting i Redi bilong Intanet',
    branding: 'Mak bilong Bisnis',
    ecommerce: 'Stoa long Intanet',
  },
  legalHeading: 'Lo',
  privacyPolicy: 'Lo bilong haitim toksave',
  termsOfUse: 'Lo bilong yusim',
  legalInformation: 'Ol toksave bilong lo',
  getInTouch: 'Toktok wantaim mipela',
  socialMedia: 'Sosel midia',
  opensInNewTab: '(i op long nupela tab)',
  copyright: '© {year} {company}. Mipela i holim olgeta rait.',
  treePledge: 'Olgeta projek i baim wanpela diwai long planim long Papua Niugini.',
} satisfies Translation<typeof english>;
