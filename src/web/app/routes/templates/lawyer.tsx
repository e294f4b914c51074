export { default, links, meta } from '../../../../templates/lawyer/page';
