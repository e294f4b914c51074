export { default, meta } from '../../../../templates/construction/page';
