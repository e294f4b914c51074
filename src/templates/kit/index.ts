// The kit's public face: templates import from '../kit' only.
export { accentPalette, contrast } from './accent';
export { ActionButton, ActionRow } from './action-button';
export { Card, CardGrid, CheckList } from './card-grid';
export { ContactSection } from './contact-section';
export * from './data-form';
export { EmergencyBand } from './emergency-band';
export { FaqAccordion } from './faq-accordion';
export { FaqSection } from './faq-section';
export { DisplayForm, Field, SelectField, TextAreaField } from './form';
export { Hero, type HeroStats } from './hero';
export {
  type Identity,
  type LogoMark,
  fillText,
  mailtoHref,
  telHref,
  useFill,
  useIdentity,
} from './identity';
export { ContactList, HoursList, type ContactItem } from './info-list';
export { lazyImage } from './lazy-image';
export { Logo } from './logo';
export { templateLinks, templateMeta, templateTitle } from './meta';
export { NavBar } from './nav-bar';
export { Prose } from './prose';
export { Section } from './section';
export { ServiceGrid, type Service } from './service-grid';
export { type SampleHost, SampleHostContext, useFormAction } from './sample-host';
export { SiteImage } from './site-image';
export { SiteFooter } from './site-footer';
export { StatList, StatsBand } from './stats-band';
export { TeamGrid, type Person } from './team-grid';
export { TemplatePage } from './template-page';
export { TestimonialSection } from './testimonial-section';
export { StarRating, TestimonialGrid } from './testimonials';
export type * from './theme';
