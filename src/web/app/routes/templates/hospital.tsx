export { default, meta } from '../../../../templates/hospital/page';
