export { default, links, meta } from '../../../../templates/learning/page';
