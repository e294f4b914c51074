export { default, meta } from '../../../../templates/beauty-salon/page';
