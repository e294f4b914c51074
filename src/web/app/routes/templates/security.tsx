export { default, links, meta } from '../../../../templates/security/page';
