/** Rules written once and applied by both a form and a service (ARCHITECTURE.md, "One home per rule"). */
export * from './account';
export * from './cart';
export * from './category';
export * from './checkout';
export * from './contact';
export * from './email-settings';
export * from './fields';
export * from './money';
export * from './hire';
export * from './hire-quote';
export * from './news';
export * from './newsletter';
export * from './order';
export * from './pricing';
export * from './product';
export * from './rest-api';
export * from './slug';
