import { brand } from '../../brand';
import { formatDate } from '../../i18n/format';
import { effectiveDateIso } from '../../legal-facts';
import type { LegalSection, ResponseTime } from '../legal-document';
import type { legal as english } from '../en/legal';
import type { Translation } from '../translation';
import { footer } from './footer';

const hours = footer.hours;

const responseTimes: readonly ResponseTime[] = [
  {
    topic: 'Ol askim long lo',
    time: '2-3 de',
    detail: 'Ol askim long dispela lo, laisens, kontrak na invois.',
  },
  {
    topic: 'Askim long toksave bilong yu',
    time: '1-2 de',
    detail: 'Yu laik lukim, stretim o rausim ol toksave bilong yu.',
  },
  {
    topic: 'Samting i hariap tru',
    time: 'Long dispela de yet',
    detail:
      'Sapos narapela i brukim sistem, i stilim ol toksave o i mekim giaman pasin. Ringim mipela na raitim tu.',
  },
];

const contactSection: LegalSection = {
  id: 'contact',
  heading: 'Toktok wantaim mipela',
  blocks: [
    {
      kind: 'paragraph',
      text: `${brand.legalName}, ${brand.city}, Papua Niugini. Taim bilong ofis: ${hours}.`,
    },
    { kind: 'contacts' },
  ],
};

export const legal = {
  eyebrow: 'Lo',
  version: 'Vesen {version} · I kirap long {date}',
  effectiveDate: formatDate('tpi', new Date(effectiveDateIso)),
  contents: 'Ol hap',
  backToContents: 'Go bek long ol hap',
  allLegalInformation: 'Olgeta toksave long lo',
  responseTimesHeading: 'Hamas taim mipela i bekim',
  emailAndPhoneHeading: 'Imel na fon',
  hours,
  phone: 'Fon, {hours}',
  responseTimes,
  contactPurposes: {
    legal: 'Ol toksave long lo, laisens, na taim yumi no wanbel',
    privacy: 'Ol askim long toksave bilong yu na olsem wanem mipela i lukautim',
    support: 'Halivim long tempelet, oda o bekim mani',
    partners: 'Ol poroman na ples bilong ol poroman',
  },
  contactSection,
  documents: {
    privacyPolicy: {
      title: 'Lo bilong lukautim toksave',
      summary: `Olsem wanem ${brand.legalName} i kisim, yusim, holim na lukautim ol toksave bilong yu, yu givim mipela.`,
      description: `Olsem wanem ${brand.name} i kisim, yusim na lukautim ol toksave bilong yu, yu givim mipela.`,
      read: 'Ritim lo bilong lukautim toksave',
    },
    termsOfUse: {
      title: 'Lo bilong yusim',
      summary: `Ol lo i stap taim yu yusim websait bilong ${brand.name}, baim tempelet o askim mipela long wokim projek.`,
      description: `Ol lo i stap taim yu yusim websait, ol tempelet na ol wok bilong ${brand.name}.`,
      read: 'Ritim lo bilong yusim',
    },
  },
  hub: {
    title: 'Toksave long lo',
    description: `Ol lo bilong ${brand.legalName} long wanpela hap: lukautim toksave, yusim websait, imel bilong lo na hamas taim mipela i bekim.`,
    intro: `Ol lo bilong websait na ol wok bilong mipela, na olsem wanem yu ken toktok wantaim mipela long en. ${brand.legalName}, ${brand.city}, Papua Niugini.`,
    documentsHeading: 'Ol lo bilong mipela',
    responseTimesNote: 'Mipela i kaunim ol de bilong wok tasol, {hours}.',
    contactsHeading: 'Toktok wantaim mipela',
    contactsNote:
      'Salim imel long adres i stret long askim bilong yu, na em bai i go stret long man i ken bekim.',
  },
  summaryOfEnglish: {
    notice:
      'Dispela pes i tok sotpela long olgeta hap bilong lo, long Tok Pisin i isi long save. Lo long Inglis em i lo tru: em i pasim yu na mipela.',
    readDocument: 'Ritim olgeta lo long Inglis',
    readSection: 'Ritim dispela hap long Inglis',
  },
} satisfies Translation<typeof english>;
