import { brand } from '../../brand';
import type { LegalDocument } from '../legal-document';
import type { termsOfUse as english } from '../en/terms-of-use';
import type { Translation } from '../translation';

/** A plain-language summary of each section of the English terms, which bind (decision 060). */
export const termsOfUse = {
  sections: [
    {
      id: 'agreement',
      heading: 'Long dispela lo',
      blocks: [
        {
          kind: 'paragraph',
          text: `Dispela lo em i wanbel namel long yu na ${brand.legalName} ("${brand.name}", "mipela") bilong ${brand.city}, Papua Niugini. Taim yu yusim websait, oda long tempelet o orait long prais bilong mipela, yu orait long dispela lo. Sapos yu wok bilong wanpela bisnis, yu tok orait bilong dispela bisnis.`,
        },
        {
          kind: 'paragraph',
          text: [
            'Olsem wanem mipela i lukautim ol toksave bilong yu, ritim long ',
            { kind: 'link', to: '/privacy-policy', text: 'Lo bilong lukautim toksave' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'using-the-site',
      heading: 'Yusim websait bilong mipela',
      blocks: [
        {
          kind: 'list',
          items: [
            'Bihainim lo na givim trupela toksave taim yu toktok wantaim mipela o askim kwot.',
            'No ken traim long brukim, pulimapim o bagarapim websait, o kopim long masin.',
            'Lukim pastaim bilong tempelet em i bilong skelim disain bipo yu baim, i no bilong ranim bisnis tru.',
            'Toktok bilong halivim i givim ol bekim masin i wokim. Em i tok bilong halivim tasol, i no edvais o promis; bilong samting i strong, raitim pas long mipela.',
          ],
        },
      ],
    },
    {
      id: 'ordering',
      heading: 'Oda na prais',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Yu askim kwot tasol: taim yu putim tempelet long kwot na salim fom bilong pinisim askim, em i askim bilong kwot, i no baim, na em i no pasim yu. Nau yu no inap baim long websait.',
        },
        {
          kind: 'list',
          items: [
            'Mipela i bekim olgeta askim bilong kwot insait long 24 aua, wantaim ofa na invois.',
            'Kontrak i kirap taim yu orait long ofa na mipela i kisim pe bilong yu (o pe pastaim, long projek mipela i wokim nupela long yu).',
            'Ol prais i stap long Kina (K). Prais long US dola em i klostu tasol, bilong givim tingting (1 USD i klostu 4 PGK); invois i stap long Kina.',
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Pe',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Yu baim mipela long bank transfa, na long mobail mani sapos invois i tokaut long en. Invois i tokaut hamas yu mas baim na wanem taim.',
        },
        {
          kind: 'terms',
          items: [
            { term: 'Tempelet', text: 'yu baim olgeta pastaim, bihain mipela i salim.' },
            {
              term: 'Projek mipela i wokim nupela long yu',
              text: '50% pe pastaim bipo wok i kirap. Mani i stap yet yu baim taim wok i pinis, bipo websait i go long intanet, sapos ofa i no tok narapela kain.',
            },
            {
              term: 'Wok yu baim olgeta taim',
              text: 'olsem holim websait long intanet, lukautim websait na halivim, yu baim pastaim. Sapos pe i no kam, mipela i tokim yu; bihain long 15 de i no gat pe, mipela i pasim wok, na mipela i opim gen taim pe i kam.',
            },
          ],
        },
      ],
    },
    {
      id: 'templates-and-licence',
      heading: 'Tempelet na laisens bilong yu',
      blocks: [
        {
          kind: 'list',
          items: [
            'Mipela i salim tempelet insait long 24 aua bihain long pe bilong yu i kam pinis.',
            'Wanpela laisens em i bilong wanpela bisnis na wanpela websait. Yu ken senisim olsem yu laik long dispela websait.',
            'Yu no ken salim, givim o skelim tempelet yet long narapela, o salim olsem tempelet bilong yu.',
            'Ol samting yu putim (toktok, foto, logo) i stap bilong yu.',
          ],
        },
      ],
    },
    {
      id: 'warranty',
      heading: 'Garanti bilong tempelet',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Olgeta tempelet i gat garanti bilong 30 de, i kirap long de mipela i salim: sapos em i no wok olsem mipela i tok, mipela i stretim fri. Garanti i no kavarim senis yu o narapela i mekim, hevi i kam long kampani i holim websait o long narapela softwea, o ol nupela samting yu laik putim.',
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Bekim mani',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Hevi long tempelet',
              text: 'sapos tempelet i gat hevi mipela i no inap stretim, askim bekim mani insait long 7 de bihain long mipela i salim.',
            },
            {
              term: 'Yu baim tupela taim',
              text: 'sapos yu baim wankain tempelet tupela taim, askim bekim mani insait long 24 aua bihain long namba tu pe.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Raitim long ',
            { kind: 'email', mailbox: 'support' },
            ' wantaim namba bilong invois. Sapos mipela i orait, mani i go bek long 5-10 de bilong wok, long wankain rot yu baim long en. Sapos yu stopim projek mipela i wokim nupela long yu, mipela i bekim hap bilong pe pastaim i no kavarim wok mipela i mekim pinis.',
          ],
        },
      ],
    },
    {
      id: 'custom-projects',
      heading: 'Projek mipela i wokim nupela long yu',
      blocks: [
        {
          kind: 'list',
          items: [
            'Wok, prais na taim i olsem ofa yu tok orait pinis.',
            'Senis ausait long ofa i gat narapela prais, mipela i tokim yu pastaim.',
            'Mipela i nidim ol toktok, foto na tingting bilong yu long taim, bilong pinisim wok long taim.',
            'Wok i kamap bilong yu taim yu baim olgeta. Mipela i ken soim long ol wok mipela i mekim pinis, sapos yu no tok nogat.',
          ],
        },
      ],
    },
    {
      id: 'sustainability-pledge',
      heading: 'Promis bilong planim diwai',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Olgeta projek na olgeta oda bilong tempelet i baim wanpela diwai long planim long Papua Niugini. Yu ken baim moa diwai, K5 long wanpela, taim yu askim kwot. Ol poroman i planim ol diwai long taim bilong planim, olsem sampela mun i ken go pastaim.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Husat i papa long ol samting',
      blocks: [
        {
          kind: 'paragraph',
          text: `Websait, ol toktok, piksa, tempelet na kod bilong en i bilong ${brand.legalName}, o mipela i gat orait long yusim. Ol projek bilong ol kastoma mipela i soim, ol kastoma i tok orait pinis; nem na mak bilong ol i bilong ol yet.`,
        },
      ],
    },
    {
      id: 'third-parties',
      heading: 'Ol narapela websait na wok',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Websait i gat link i go long ol wok mipela i no ranim, olsem WhatsApp, Facebook na ol websait bilong ol kastoma. Lo bilong ol yet i stap long hap, na mipela i no gat wok long ol samting i stap long en.',
        },
      ],
    },
    {
      id: 'disputes',
      heading: 'Sapos yumi no wanbel',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Sapos samting i no stret, tokim mipela pastaim long ',
            { kind: 'email', mailbox: 'legal' },
            '. Mipela bai i skelim na bekim yu insait long 14 de. Sapos yumi no wanbel yet, yumi tupela traim toktok wantaim wanpela namelman pastaim, bipo yumi go long kot. Lo bilong Papua Niugini i bosim dispela lo, na kot bilong en i skelim ol kros.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Mak bilong asua bilong mipela',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Mipela i wok gut, tasol mipela i no inap promis olsem websait bai i wok oltaim o bai i kamapim wanpela kain samting. Inap long lo i orait, olgeta asua bilong mipela long yu i no ken winim pe bilong 12 mun: mani yu baim long mipela long 12 mun bipo long askim bilong yu. Mipela i no bekim ol lus i no kam stret, olsem lus long win mani o lus long toksave. Dispela lo i no rausim asua lo i no larim man rausim.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Sapos mipela i senisim dispela lo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Mipela i ken senisim dispela lo. Nupela vesen i kamap long hia wantaim nupela namba na de em i kirap, na em i bilong ol oda na askim bilong kwot long dispela de i go. Wok yumi wanbel pinis long en i bihainim lo i stap taim yu orait long ofa.',
        },
      ],
    },
  ],
} satisfies Translation<typeof english> & LegalDocument;
