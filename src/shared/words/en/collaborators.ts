import { brand } from '../../brand';

/** The collaborators page: the partner portal's maintenance notice and countdown (spec sections 2 and 9). */
export const collaborators = {
  meta: {
    title: 'Collaborators',
    description:
      'The Kumul Digital partner portal for verified partners is under maintenance and will be back shortly.',
  },
  intro: {
    eyebrow: 'Collaborators',
    title: 'Partner portal under maintenance',
    lead: 'The partner portal for verified partners is under maintenance. We are making it faster and easier to use, and it will be back shortly.',
  },
  countdown: {
    label: 'Expected back in',
    units: 'In hours, minutes and seconds.',
    hours: 'Hours',
    minutes: 'Minutes',
    seconds: 'Seconds',
    done: 'Maintenance should be finished and the partner portal should be back. Refresh the page to check.',
  },
  whatsHappening: {
    heading: 'What is happening',
    paragraphs: [
      'We are upgrading the partner portal that verified partners use to share project files, track shared work and download our technology stack.',
      'Your account and files are safe. Nothing is lost while the portal is offline.',
    ],
  },
  help: {
    heading: 'Need something before then?',
    text: 'Verified partners can reach our partnerships team by email, {hours}.',
    hours: brand.hours as string,
    browseTemplates: 'Browse templates',
  },
};
