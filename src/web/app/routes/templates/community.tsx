export { default, links, meta } from '../../../../templates/community/page';
