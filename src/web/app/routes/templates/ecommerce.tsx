export { default, links, meta } from '../../../../templates/ecommerce/page';
