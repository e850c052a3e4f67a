export { CLACK_SECONDS, playClack, playClackFor } from './clack';
