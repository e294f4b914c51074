export { default, meta } from '../../../../templates/ecommerce/page';
