export { default, links, meta } from '../../../../templates/hotel/page';
