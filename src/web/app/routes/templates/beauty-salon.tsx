export { default, links, meta } from '../../../../templates/beauty-salon/page';
