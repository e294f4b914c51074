import type { Translation } from '../translation';
import type { panelWords as english } from '../en/panel';
import { phoneExpected } from './api-errors';

/** The personalisation panel's words in Tok Pisin; the sample itself stays English. */
export const panelWords = {
  title: 'Traim wantaim bisnis bilong yu',
  close: 'Pasim',
  privacy:
    'Ol samting yu raitim i stap long dispela fon o kompiuta tasol. Mipela i no kisim wanpela samting inap yu askim kwot. Lusim wanpela hap i stap nating na tempelet i holim samting bilong en yet.',
  details: 'Ol toksave bilong yu',
  fields: {
    name: 'Nem bilong bisnis',
    tagline: 'Sotpela tok bilong bisnis',
    phone: 'Fon',
    email: 'Imel',
    town: 'Taun',
  },
  fieldErrors: {
    tooLong: 'Plis raitim i no winim {max} leta.',
    notPlain: 'Plis raitim dispela long wanpela lain tasol, i no gat tab o ol hait mak.',
    phone: phoneExpected,
  },
  colour: 'Kala',
  colourChoices: 'Ol kala yu ken makim',
  swatches: {
    reef: 'Blu bilong rip',
    rainforest: 'Grin bilong bus',
    betel: 'Ret bilong buai',
    sunset: 'Oranis bilong san i go daun',
    orchid: 'Popel bilong plaua',
    frangipani: 'Yelo bilong frangipani',
  },
  ownColour: 'Kala bilong yu yet',
  accentNotice: {
    both: 'Ol baten i kisim stret kala bilong yu. Long ol tok, kala i tudak liklik long bek i lait, na i lait liklik long bek i tudak, olsem na i isi long ritim.',
    onLight:
      'Ol baten i kisim stret kala bilong yu. Long ol tok antap long bek i lait, kala i tudak liklik, olsem na i isi long ritim.',
    onDark:
      'Ol baten i kisim stret kala bilong yu. Long ol tok antap long bek i tudak, kala i lait liklik, olsem na i isi long ritim.',
  },
  logo: 'Logo',
  logoPicture: 'Piksa bilong logo (PNG, JPEG o WebP)',
  chooseLogo: 'Makim wanpela piksa',
  logoHint: 'Em i kamap liklik long dispela fon o kompiuta; i go inap {mb} MB.',
  logoReading: 'I wok long ritim logo bilong yu…',
  logoShown: 'Logo bilong yu i stap long pes.',
  logoRemoved: 'Logo bilong yu i go pinis.',
  logoAlt: 'Logo bilong yu',
  removeLogo: 'Rausim logo',
  logoRefusals: {
    tooLarge: 'Dispela fail i winim {mb} MB. Plis makim liklik piksa bilong logo bilong yu.',
    svg: 'Yu no inap yusim SVG logo long hia. Plis seivim logo olsem PNG, JPEG o WebP piksa na makim dispela.',
    notImage:
      'Dispela fail i no PNG, JPEG o WebP piksa. Plis makim piksa bilong logo long wanpela bilong ol dispela kain.',
    unreadable:
      'Mipela i no inap opim dispela fail olsem piksa; ating em i bagarap. Plis makim narapela piksa bilong logo.',
    tooDetailed:
      'Dispela piksa i stap bikpela tumas maski mipela i mekim liklik. Plis makim narapela piksa bilong logo i no gat planti samting.',
    tooNarrow:
      'Dispela piksa i longpela tumas long wanpela sait: longpela sait bilong en i no ken winim 8 taim sotpela sait. Plis makim piksa bilong logo i no gat planti spes nating long en.',
  },
  reset: 'Kisim bek tempelet olsem bipo',
  resetDone: 'Ol toksave bilong tempelet i kam bek.',
} satisfies Translation<typeof english>;
