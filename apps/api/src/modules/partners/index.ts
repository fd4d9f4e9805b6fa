export { PARTNER_APPLICATIONS_PATH, registerPartnerRoutes, type PartnerRouteDeps } from './routes';
export { PARTNER_LIMITS, PartnerApplicationRequestSchema, PartnerApplicationSchema, PartnerFieldErrorsSchema } from './validation';
