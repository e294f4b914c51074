export { default, meta } from '../../../../templates/learning/page';
