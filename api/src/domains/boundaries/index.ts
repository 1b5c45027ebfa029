// The boundaries domain's public face (issue 29): reading boundary files for the wizard and
// the location picker. Nothing is stored; estates keep the ring the owner picks.
export { boundariesRoutes } from './routes';
