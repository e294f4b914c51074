// The kit's public face: templates import from '../kit' only.
export { ActionButton, ActionRow } from './action-button';
export { Card, CardGrid, CheckList } from './card-grid';
export { FaqAccordion } from './faq-accordion';
export { DisplayForm, Field, SelectField, TextAreaField } from './form';
export { Hero } from './hero';
export { ContactList, HoursList, type ContactItem } from './info-list';
export { type TemplateIdentity, templateLinks, templateMeta } from './meta';
export { NavBar } from './nav-bar';
export { Section } from './section';
export { SiteFooter } from './site-footer';
export { StatList, StatsBand } from './stats-band';
export { SampleBar, TemplatePage } from './template-page';
export { StarRating, TestimonialGrid } from './testimonials';
export type * from './theme';
