import type { LucideIcon } from 'lucide-react';
import { createContext, useContext } from 'react';
import type { Personalisation } from '../../shared/schemas/personalisation';
import type { AccentColours } from './accent';
import type { OpeningHours } from './theme';

/** The mark before the business name: a lucide icon on an accent chip, or an image (a visitor's logo). */
export type LogoMark =
  { kind: 'icon'; icon: LucideIcon } | { kind: 'image'; src: string; alt: string };

/**
 * Who the sample business is: everything the kit's header, footer, contact section, emergency
 * band and page title show. A visitor's personalisation replaces these fields and nothing else.
 */
export interface Identity {
  /** The fictional business the sample site is for. */
  name: string;
  /** What kind of business it is, e.g. "Resort hotel" (not personalised). */
  kind: string;
  tagline: string;
  logo: LogoMark;
  /** As shown, e.g. "+675 325 7788"; links use telHref(). */
  phone: string;
  /** A separate 24/7 line for the emergency band, when the business has one. */
  emergencyPhone?: string;
  email: string;
  /** The full street address. */
  address: string;
  /** The town alone, e.g. "Port Moresby"; copy says {town} where it names it. */
  town: string;
  hours: readonly OpeningHours[];
  /** Buttons, chips, icons and links derive from the accent (kit/accent.ts); a visitor's own colour replaces all three. */
  colors: AccentColours;
}

/** A tel: link for a phone number as shown ("+675 325 7788" -> "tel:+6753257788"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const mailtoHref = (email: string) => `mailto:${email}`;

/** The sample's identity with a visitor's personalisation laid over it; blank fields keep the sample's. */
export function personalised(identity: Identity, mine: Personalisation | null): Identity {
  if (!mine) return identity;
  const name = mine.name || identity.name;
  return {
    ...identity,
    name,
    tagline: mine.tagline || identity.tagline,
    phone: mine.phone || identity.phone,
    emergencyPhone: mine.phone || identity.emergencyPhone,
    email: mine.email || identity.email,
    // A visitor gives a town, not a street: it stands for the whole address.
    town: mine.town || identity.town,
    address: mine.town || identity.address,
    logo: mine.logo ? { kind: 'image', src: mine.logo, alt: `${name} logo` } : identity.logo,
    // The panel always stores an accent; the sample's own one keeps the sample's text colours.
    colors: mine.accent === identity.colors.accent ? identity.colors : { accent: mine.accent },
  };
}

/** Fills {name}, {town}, {phone}, {email} and {tagline} in page copy from the identity. */
export function fillText(text: string, identity: Identity): string {
  return text.replace(/\{(name|town|phone|email|tagline)\}/g, (_, field: keyof Identity) =>
    String(identity[field]),
  );
}

export interface IdentityState {
  /** What the page shows: the sample's identity, personalised when the visitor has. */
  identity: Identity;
  /** The sample's own identity (the personalisation panel starts from it and resets to it). */
  sample: Identity;
  /** The template's catalogue slug, e.g. "hotel". */
  slug: string;
  /** True when the visitor's personalisation is showing. */
  personalised: boolean;
}

export const IdentityContext = createContext<IdentityState | null>(null);

/** The identity the page shows now; only inside TemplatePage. */
export function useIdentity(): Identity {
  return useIdentityState().identity;
}

export function useIdentityState(): IdentityState {
  const state = useContext(IdentityContext);
  if (!state) throw new Error('useIdentity() is used outside TemplatePage.');
  return state;
}

/** A function that fills identity placeholders in copy: `const text = useFill(); text('Welcome to {name}')`. */
export function useFill(): (text: string) => string {
  const identity = useIdentity();
  return (text) => fillText(text, identity);
}
