export { default, meta } from '../../../../templates/engineering/page';
