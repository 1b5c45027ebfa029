export { requireEstate } from './service';
