export { default, links, meta } from '../../../../templates/local-business/page';
