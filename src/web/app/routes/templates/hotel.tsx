export { default, meta } from '../../../../templates/hotel/page';
