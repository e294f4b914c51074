export { default, meta } from '../../../../templates/lawyer/page';
