export { buildOpenApiDocument, type OpenApiDocument, type OperationStatus } from './document';
export { ALL_OPERATIONS } from './operations';
export { recordRoutes, type RecordedRoute } from './route-table';
export { documentFor, registerOpenApiRoutes, statusFrom } from './routes';
