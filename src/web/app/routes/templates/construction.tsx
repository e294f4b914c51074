export { default, links, meta } from '../../../../templates/construction/page';
