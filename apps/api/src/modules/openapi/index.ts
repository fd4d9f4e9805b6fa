export { buildOpenApiDocument, type OpenApiDocument, type OperationStatus } from './document';
export { ALL_OPERATIONS } from '@parley/contract';
export { recordRoutes, type RecordedRoute } from './route-table';
export { documentFor, registerOpenApiRoutes, statusFrom } from './routes';
