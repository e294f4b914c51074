import type { collaborators as english } from '../en/collaborators';
import type { Translation } from '../translation';

export const collaborators = {
  meta: {
    title: 'Ol poroman',
    description:
      'Ples bilong ol poroman bilong Kumul Digital i pas nau, long wanem mipela i stretim. Bai em i op gen klostu.',
  },
  intro: {
    eyebrow: 'Ol poroman',
    title: 'Ples bilong ol poroman i pas long stretim',
    lead: 'Ples bilong ol poroman i gat tok orait i pas nau, long wanem mipela i stretim. Mipela i wok long mekim em i kamap kwik moa na isi moa long yusim, na bai em i op gen klostu.',
  },
  countdown: {
    label: 'Bai i op gen insait long',
    units: 'Long aua, minit na sekon.',
    hours: 'Aua',
    minutes: 'Minit',
    seconds: 'Sekon',
    done: 'Wok bilong stretim i mas pinis nau, na ples bilong ol poroman i mas op gen. Lodim pes gen long lukim.',
  },
  whatsHappening: {
    heading: 'Wanem samting i kamap',
    paragraphs: [
      'Mipela i mekim gut ples bilong ol poroman. Ol poroman i gat tok orait i save yusim long salim ol fail bilong projek, lukim wok ol i mekim wantaim mipela, na daunlodim ol samting mipela i yusim long wok.',
      'Akaun na ol fail bilong yu i stap gut. Nogat wanpela samting bai i lus taim ples i pas.',
    ],
  },
  help: {
    heading: 'Yu nidim sampela samting pastaim?',
    text: 'Ol poroman i gat tok orait i ken salim imel long lain bilong mipela i lukautim ol poroman, {hours}.',
    hours: 'Mande i go Fraide, 8 klok moning i go 5 klok apinun (AEST)',
    browseTemplates: 'Lukim ol tempelet',
  },
} satisfies Translation<typeof english>;
