export { default, links, meta } from '../../../../templates/engineering/page';
