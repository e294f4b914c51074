import { Store } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { type Identity, fillText, personalised, telHref } from '../../src/templates/kit/identity';

const sample: Identity = {
  name: 'Harbour City Hardware',
  kind: 'Local business',
  tagline: 'Tools for every job.',
  logo: { kind: 'icon', icon: Store },
  phone: '+675 7100 2468',
  emergencyPhone: '+675 7100 9999',
  email: 'sales@harbour.pg',
  address: 'Spring Garden Road, Hohola, Port Moresby',
  town: 'Port Moresby',
  hours: [{ days: 'Mon-Fri', time: '8AM-6PM' }],
  colors: { accent: '#facc15', ink: '#0e7490' },
};

const blank = { name: '', tagline: '', phone: '', email: '', town: '', accent: '#facc15' };

describe('personalised', () => {
  it('lays the visitor’s fields over the sample and keeps the sample’s where they left one blank', () => {
    const mine = personalised(sample, {
      name: 'Wantok Trading',
      tagline: '',
      phone: '+675 7000 1234',
      email: '',
      town: 'Goroka',
      accent: '#7c3aed',
      logo: 'data:image/webp;base64,UklGRg==',
    });
    expect(mine).toMatchObject({
      name: 'Wantok Trading',
      tagline: 'Tools for every job.',
      phone: '+675 7000 1234',
      emergencyPhone: '+675 7000 1234',
      email: 'sales@harbour.pg',
      town: 'Goroka',
      address: 'Goroka',
      logo: { kind: 'image', src: 'data:image/webp;base64,UklGRg==', alt: 'Wantok Trading logo' },
      // The visitor's colour replaces the sample's own text colours too.
      colors: { accent: '#7c3aed' },
    });
    expect(personalised(sample, null)).toBe(sample);
    // A visitor who only typed a name keeps the sample's colours, its own text colours included.
    expect(personalised(sample, { ...blank, name: 'Wantok Trading' }).colors).toBe(sample.colors);
  });
});

describe('fillText', () => {
  it('fills the identity placeholders and leaves other braces alone', () => {
    expect(fillText('Welcome to {name} in {town}. Call {phone}. {unknown}', sample)).toBe(
      'Welcome to Harbour City Hardware in Port Moresby. Call +675 7100 2468. {unknown}',
    );
  });
});

it('makes tel: links from numbers as shown', () => {
  expect(telHref('+675 (7100) 2468')).toBe('tel:+67571002468');
});
