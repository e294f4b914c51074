export { default, meta } from '../../../../templates/restaurant/page';
