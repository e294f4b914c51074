import { brand } from '../../brand';
import type { LegalDocument } from '../legal-document';
import type { privacyPolicy as english } from '../en/privacy-policy';
import type { Translation } from '../translation';

/** A plain-language summary of each section of the English policy, which binds (decision 060). */
export const privacyPolicy = {
  sections: [
    {
      id: 'who-we-are',
      heading: 'Mipela husat',
      blocks: [
        {
          kind: 'paragraph',
          text: `${brand.legalName} ("${brand.name}", "mipela") em i wanpela kampani bilong wok long websait long ${brand.city}, Papua Niugini. Mipela i wokim ol websait, ol ap bilong intanet na ol stoa long intanet, na mipela i salim ol tempelet (websait i redi pinis).`,
        },
        {
          kind: 'paragraph',
          text: 'Dispela lo i tokaut long wanem toksave bilong yu mipela i kisim, bilong wanem, hamas taim mipela i holim, na wanem samting yu yet i ken makim. Em i bilong olgeta husat i lukim websait, salim toksave, putim nem bilong kisim niusleta o askim kwot.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Ol toksave mipela i kisim',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Mipela i kisim tasol wanem yu givim mipela, na wanem mipela i nidim bilong ranim websait gut:',
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Fom bilong salim toksave',
              text: 'nem, imel, fon (sapos yu laik), wok yu laikim na toksave bilong yu.',
            },
            { term: 'Niusleta', text: 'imel bilong yu, na nem sapos yu givim.' },
            {
              term: 'Askim bilong kwot',
              text: 'nem, imel, fon, kampani, wanem samting yu laik long projek, ol tempelet long kwot na ol narapela diwai yu laik baim.',
            },
            {
              term: 'Ol kastoma',
              text: 'taim yu kamap kastoma: ol invois, pepa bilong pe, ol fail bilong projek na ol pas namel long yumi.',
            },
            {
              term: 'Toksave bilong kompiuta',
              text: 'kompiuta bilong mipela i raitim adres bilong intanet yu kam long en, kain brausa na pes yu askim, bilong lukautim websait.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Toktok bilong halivim i wok insait long brausa bilong yu tasol: wanem yu raitim long en i no kam long mipela. Sapos yu laik mipela i ritim askim bilong yu, yusim fom bilong salim toksave o salim imel. Mipela i no yusim ol traka bilong edvetaisin o bilong narapela kampani, na mipela i no save baim toksave bilong ol manmeri.',
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'Olsem wanem mipela i yusim',
      blocks: [
        {
          kind: 'list',
          items: [
            'Bilong bekim toksave na askim bilong kwot. Mipela i bekim insait long 24 aua.',
            'Bilong redim ol ofa, salim tempelet, mekim projek na halivim yu.',
            'Bilong salim invois, tokaut olsem pe i kam pinis, na holim ol buk bilong mani lo i askim.',
            'Bilong salim niusleta, sapos yu putim nem tasol. Olgeta niusleta i gat link bilong rausim nem.',
            'Bilong raitim ol diwai projek o oda bilong yu i baim, na tokaut long promis bilong planim diwai.',
            'Bilong lukautim websait na ol kastoma long giaman pasin na ol man i laik bagarapim.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Masin i no save makim samting long yu, na mipela i no save salim toksave bilong yu bilong kisim mani.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Husat i kisim sampela toksave',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Mipela i givim toksave long narapela tasol taim mipela i mas mekim, na liklik tasol:',
        },
        {
          kind: 'list',
          items: [
            'Ol kampani i holim websait na salim imel bilong mipela. Ol i mas haitim na lukautim ol toksave.',
            'PayPal na ol kampani bilong kat, taim yu baim invois. Mipela i no save lukim o holim olgeta namba bilong kat bilong yu.',
            'Ol poroman i planim diwai i save kisim namba bilong diwai tasol, i no nem o imel bilong yu.',
            'Gavman, sapos lo bilong Papua Niugini i askim, o bilong lukautim ol kastoma na wokman.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Hamas taim mipela i holim',
      blocks: [
        {
          kind: 'list',
          items: [
            'Toksave bilong kastoma (prais yu tok orait pinis, invois, pe, fail bilong projek na ol pas) i stap 7 yia bihain long las wok namel long yumi, long wanem, lo bilong takis na buk bilong mani i askim.',
            'Nem na imel bilong niusleta i stap inap yu rausim nem.',
            'Toksave na askim bilong kwot i no kamap wok, mipela i rausim taim mipela i no nidim moa.',
            'Ol rekot bilong kompiuta bilong mipela i stap inap mipela i no nidim moa bilong painim ol hevi na atak.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'Olsem wanem mipela i lukautim',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Websait i wok long HTTPS tasol, olsem narapela i no ken ritim. Ol wokman i nidim tasol i ken lukim toksave bilong kastoma, na mipela i save kamapim nupela vesen na holim kopi bilong ol sistem.',
        },
        {
          kind: 'paragraph',
          text: [
            'Sapos man i brukim sistem na kisim toksave bilong yu, mipela bai i tokim yu kwiktaim. Sapos yu ting i gat hevi, toksave long mipela long dispela de yet long ',
            { kind: 'email', mailbox: 'privacy' },
            ' o ringim ',
            { kind: 'phone' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'storage-on-your-device',
      heading: 'Kuki na ol samting i stap long fon o kompiuta bilong yu',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Mipela i no yusim kuki bilong traka o edvetaisin. Brausa bilong yu i holim sampela samting long fon o kompiuta bilong yu tasol:',
        },
        {
          kind: 'list',
          items: [
            'ol samting i stap long kwot bilong yu;',
            'sapos yu pasim askim bilong putim ap long fon, olsem mipela i no askim gen;',
            'kopi bilong ol pes, olsem websait i op taim yu oflain;',
            'ol toksave yu salim taim yu oflain, inap intanet i kam bek na ol i go.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Yu ken rausim olgeta insait long brausa bilong yu, long wanem taim yu laik.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Ol rait bilong yu',
      blocks: [
        {
          kind: 'list',
          items: [
            'Askim kopi bilong ol toksave bilong yu mipela i holim.',
            'Askim mipela long stretim toksave i no stret o i olpela.',
            'Askim mipela long rausim toksave bilong yu. Mipela bai i mekim, tasol ol rekot lo i tok mipela i mas holim 7 yia i stap.',
            'Rausim nem long niusleta long wanem taim yu laik, long link i stap long niusleta o long raitim pas long mipela.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Salim askim long ',
            { kind: 'email', mailbox: 'privacy' },
            '. Mipela i bekim insait long 1-2 de, na mipela i ken askim yu long soim husat yu pastaim long mipela i givim o senisim wanpela samting.',
          ],
        },
      ],
    },
    {
      id: 'children',
      heading: 'Ol pikinini',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ol wok bilong mipela i bilong ol bisnis na ol oganaisesen. Mipela i no save kisim toksave bilong pikinini i no kamap 16 krismas yet, sapos mipela i save. Sapos yu ting wanpela pikinini i salim toksave long mipela, tokim mipela na mipela bai i rausim.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'We toksave bilong yu i stap',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ol kampani i holim websait na imel bilong mipela i ken putim toksave long ol kompiuta ausait long Papua Niugini. Mipela i makim ol kampani i lukautim toksave gut olsem dispela lo i tok.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Sapos mipela i senisim dispela lo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Taim mipela i senisim dispela lo, mipela i putim nupela vesen long hia wantaim nupela namba na de em i kirap. Sapos senis i tanim pasin mipela i yusim toksave yu givim pinis, mipela bai i salim imel long yu pastaim.',
        },
      ],
    },
  ],
} satisfies Translation<typeof english> & LegalDocument;
