export { default, meta } from '../../../../templates/community/page';
