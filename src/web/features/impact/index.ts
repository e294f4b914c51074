export { ImpactCounters } from './impact-counters';
