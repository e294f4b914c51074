import { PHONE_EXPECTED } from '../../phone';

/** The personalisation panel's words in English (a chunk of their own, decision 061). */
export const panelWords = {
  title: 'Try it with your business',
  close: 'Close',
  privacy:
    'What you enter stays on this device. Nothing is sent to us until you ask for a quote. Leave a field empty to keep the sample’s own.',
  details: 'Your details',
  fields: {
    name: 'Business name',
    tagline: 'Short tagline',
    phone: 'Phone',
    email: 'Email',
    town: 'Town',
  },
  fieldErrors: {
    tooLong: 'Please keep this to {max} characters or fewer.',
    notPlain: 'Please write this on one line, without tabs or invisible control characters.',
    // The forms' phone rule (issue 25), one sentence for both.
    phone: PHONE_EXPECTED,
  },
  colour: 'Colour',
  colourChoices: 'Colour choices',
  swatches: {
    reef: 'Reef blue',
    rainforest: 'Rainforest green',
    betel: 'Betel red',
    sunset: 'Sunset orange',
    orchid: 'Orchid purple',
    frangipani: 'Frangipani yellow',
  },
  ownColour: 'Your own colour',
  accentNotice: {
    both: 'Buttons use your colour exactly. Where it is text, it is shown a little darker on light backgrounds and a little lighter on dark ones, so it stays easy to read.',
    onLight:
      'Buttons use your colour exactly. Where it is text on a light background, it is shown a little darker, so it stays easy to read.',
    onDark:
      'Buttons use your colour exactly. Where it is text on a dark background, it is shown a little lighter, so it stays easy to read.',
  },
  logo: 'Logo',
  logoPicture: 'Logo picture (PNG, JPEG or WebP)',
  chooseLogo: 'Choose a picture',
  logoHint: 'Made smaller on this device; up to {mb} MB.',
  logoReading: 'Reading your logo…',
  logoShown: 'Your logo is on the page.',
  logoRemoved: 'Your logo is removed.',
  logoAlt: 'Your logo',
  removeLogo: 'Remove logo',
  logoRefusals: {
    tooLarge: 'That file is larger than {mb} MB. Please choose a smaller picture of your logo.',
    svg: 'SVG logos cannot be used here. Please save your logo as a PNG, JPEG or WebP picture and choose that.',
    notImage:
      'That file is not a PNG, JPEG or WebP picture. Please choose a picture of your logo in one of those formats.',
    unreadable:
      'That file could not be opened as a picture; it may be damaged. Please choose another picture of your logo.',
    tooDetailed:
      'That picture stays too large even when made smaller. Please choose a simpler picture of your logo.',
    tooNarrow:
      'That picture is too long and thin: its longer side may be at most 8 times its shorter side. Please choose a picture of your logo with less empty space around it.',
  },
  reset: 'Reset to the sample',
  resetDone: 'The sample’s own details are back.',
};

export type PanelWords = typeof panelWords;
