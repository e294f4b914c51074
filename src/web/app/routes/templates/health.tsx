export { default, meta } from '../../../../templates/health/page';
