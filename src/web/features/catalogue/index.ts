export { Catalogue } from './catalogue';
