import type { Lang } from '../../shared/i18n/lang';
import { type DomainWords, englishDomainWords } from '../components/site-domain';

// The site editor's words (issue 46): a customer's page, in their language. Customers read it, not
// staff, so it has both languages; the inbox around it has none.

export interface SiteEditorWords {
  title: string;
  intro: string;
  signInTitle: string;
  signInIntro: string;
  email: string;
  sendLink: string;
  business: string;
  name: string;
  tagline: string;
  phone: string;
  businessEmail: string;
  town: string;
  colour: string;
  texts: string;
  pictures: string;
  choosePicture: string;
  uploading: string;
  publish: string;
  publishing: string;
  published: string;
  waiting: string;
  versions: string;
  restore: string;
  restored: string;
  current: string;
  storage: string;
  open: string;
  suspended: string;
  unreachable: string;
  messages: string;
  noMessages: string;
  preview: string;
  previewing: string;
  previewReady: string;
  openPreview: string;
  domainTitle: string;
  domainIntro: string;
  domainLabel: string;
  domainSave: string;
  domainCheck: string;
  domainSaved: string;
  domainServed: string;
  domainRemoved: string;
  domain: DomainWords;
  loyaltyTitle: string;
  loyaltyIntro: string;
  memberCount: string;
  noMembers: string;
  memberNumber: string;
  tier: string;
  points: string;
  pointsFor: string;
  addPoints: string;
  adding: string;
  pointsAdded: string;
}

export const siteEditorWords: Record<Lang, SiteEditorWords> = {
  en: {
    title: 'Edit your website',
    intro:
      'Change any words or photos below, then press Publish: your website shows them seconds later.',
    signInTitle: 'Edit your website',
    signInIntro:
      'Enter the email address you ordered your website with. We mail you a link that opens its editor for one hour.',
    email: 'Email address',
    sendLink: 'Mail me a link',
    business: 'Your business',
    name: 'Business name',
    tagline: 'Tagline',
    phone: 'Phone',
    businessEmail: 'Email shown on the site',
    town: 'Town',
    colour: 'Colour',
    texts: 'Words on the page',
    pictures: 'Photos',
    choosePicture: 'Choose a new photo',
    uploading: 'Uploading the photo…',
    publish: 'Publish',
    publishing: 'Publishing…',
    published: 'Published: your website shows your changes.',
    waiting: 'Your changes are being published. This takes a few seconds.',
    versions: 'Earlier versions',
    restore: 'Restore',
    restored: 'The earlier version is being published again.',
    current: 'Showing now',
    storage: 'Photos use {used} of {limit}.',
    open: 'Open your website',
    suspended:
      'Your website is paused by Kumul Digital: visitors see a short notice. Call us to turn it back on.',
    unreachable: 'The editor cannot reach the server. Check your connection and try again.',
    messages: 'Messages from your website',
    noMessages: 'No messages yet. Each one is also mailed to you.',
    preview: 'Preview',
    previewing: 'Making the preview…',
    previewReady: 'Your changes are ready to look at. Visitors see them only once you publish.',
    openPreview: 'Open the preview',
    domainTitle: 'Your own domain',
    domainIntro:
      'Your website can also be at a domain you own, such as www.yourbusiness.com.pg. Type it here, then create the record shown where the domain is kept.',
    domainLabel: 'Domain',
    domainSave: 'Save domain',
    domainCheck: 'Save and check again',
    domainSaved:
      'Saved. Once the record points here, your website is served there; we check every few minutes.',
    domainServed: 'Your website is served at your domain, over HTTPS.',
    domainRemoved: 'The domain is taken off: your website stays at its own address.',
    domain: englishDomainWords,
    loyaltyTitle: 'Paradise Rewards members',
    loyaltyIntro:
      'Guests join on your website’s Paradise Rewards page. Add points when they stay or dine with you; the newest 100 members are listed.',
    memberCount: 'Members: {count}',
    noMembers: 'No members yet.',
    memberNumber: 'Member number',
    tier: 'Tier',
    points: 'Points',
    pointsFor: 'Points to add for {name}',
    addPoints: 'Add points',
    adding: 'Adding…',
    pointsAdded: 'Points added.',
  },
  tpi: {
    title: 'Senisim websait bilong yu',
    intro:
      'Senisim ol toktok o foto i stap aninit, na presim Publish: websait bilong yu bai soim ol long sampela sekon.',
    signInTitle: 'Senisim websait bilong yu',
    signInIntro:
      'Raitim imel adres yu bin yusim long oda bilong websait. Mipela bai salim link long yu we i opim pes bilong senisim inap wanpela aua.',
    email: 'Imel adres',
    sendLink: 'Salim link long mi',
    business: 'Bisnis bilong yu',
    name: 'Nem bilong bisnis',
    tagline: 'Sotpela toktok',
    phone: 'Fon',
    businessEmail: 'Imel long websait',
    town: 'Taun',
    colour: 'Kala',
    texts: 'Ol toktok long pes',
    pictures: 'Ol foto',
    choosePicture: 'Makim nupela foto',
    uploading: 'Foto i go antap nau…',
    publish: 'Publish',
    publishing: 'I wok long publish…',
    published: 'Em i stap pinis: websait bilong yu i soim ol senis.',
    waiting: 'Ol senis bilong yu i wok long go long websait. Em bai kisim sampela sekon.',
    versions: 'Ol version bipo',
    restore: 'Kisim bek',
    restored: 'Version bipo i go bek long websait.',
    current: 'Em i stap nau',
    storage: 'Ol foto i kisim {used} long {limit}.',
    open: 'Opim websait bilong yu',
    suspended:
      'Kumul Digital i pasim websait bilong yu liklik taim: ol lain i lukim sotpela toksave. Ringim mipela long opim gen.',
    unreachable: 'Pes bilong senisim i no inap painim seva. Lukim koneksen na traim gen.',
    messages: 'Ol toksave i kam long websait bilong yu',
    noMessages: 'I no gat toksave yet. Mipela i salim wan wan long imel bilong yu tu.',
    preview: 'Lukim pastaim',
    previewing: 'I wok long redim…',
    previewReady: 'Ol senis i redi long lukim. Ol lain i lukim taim yu publish tasol.',
    openPreview: 'Opim na lukim',
    domainTitle: 'Domen bilong yu yet',
    domainIntro:
      'Websait bilong yu inap stap long domen bilong yu yet, olsem www.bisnisbilongyu.com.pg. Raitim long hia, na putim rekod yu lukim long ples we domen i stap.',
    domainLabel: 'Domen',
    domainSave: 'Seivim domen',
    domainCheck: 'Seivim na sekim gen',
    domainSaved:
      'Em i seiv pinis. Taim rekod i makim hia, websait bilong yu bai stap long en; mipela i sekim olgeta sampela minit.',
    domainServed: 'Websait bilong yu i stap long domen bilong yu, long HTTPS.',
    domainRemoved: 'Domen i go pinis: websait bilong yu i stap long adres bilong en yet.',
    domain: {
      served: 'I stap long HTTPS',
      waiting: 'I wetim DNS bilong en',
      record: 'Putim dispela rekod long ples we DNS bilong domen i stap:',
      type: 'Kain',
      name: 'Nem',
      value: 'Samting',
      apex: 'Sapos CNAME i no inap (domen i no gat www), givim domen ol wankain adres (A rekod) olsem {target}.',
    },
    loyaltyTitle: 'Ol memba bilong Paradise Rewards',
    loyaltyIntro:
      'Ol gest i kamap memba long pes Paradise Rewards bilong websait bilong yu. Putim poin taim ol i slip o kaikai long ples bilong yu; yu lukim 100 nupela memba tasol.',
    memberCount: 'Ol memba: {count}',
    noMembers: 'I no gat memba yet.',
    memberNumber: 'Memba namba',
    tier: 'Levol',
    points: 'Poin',
    pointsFor: 'Hamas poin bilong putim long {name}',
    addPoints: 'Putim poin',
    adding: 'I wok long putim…',
    pointsAdded: 'Poin i go insait pinis.',
  },
};
