export { ContactForm, type ServiceOption } from './contact-form';
export { TechnologyMarquee, type TechnologyLogo } from './technology-marquee';
