export { prepareEstateDeletion } from './estate-deletion';
