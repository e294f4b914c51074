export { default, links, meta } from '../../../../templates/fitness/page';
