export { default, meta } from '../../../../templates/security/page';
