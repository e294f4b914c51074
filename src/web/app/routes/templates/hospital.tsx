export { default, links, meta } from '../../../../templates/hospital/page';
