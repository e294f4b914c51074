export { default, meta } from '../../../../templates/local-business/page';
