export { default, links, meta } from '../../../../templates/restaurant/page';
