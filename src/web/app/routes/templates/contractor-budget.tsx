export { default, meta } from '../../../../templates/contractor-budget/page';
