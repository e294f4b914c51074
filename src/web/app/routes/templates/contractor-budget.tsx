export { default, links, meta } from '../../../../templates/contractor-budget/page';
