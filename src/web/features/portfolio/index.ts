export { PortfolioCallToAction } from './portfolio-call-to-action';
export { PortfolioShowcase } from './portfolio-showcase';
export { PortfolioStats } from './portfolio-stats';
export { statusTone } from './status-badge';
export type { StatusTone } from './status-badge';
