export { default, meta } from '../../../../templates/fitness/page';
