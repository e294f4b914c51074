export { default, links, meta } from '../../../../templates/health/page';
