import {
  AgentSchema,
  AnalyticsEventRequestSchema,
  AnalyticsSchema,
  ChangeSubscriptionRequestSchema,
  CheckoutRequestSchema,
  CheckoutSessionSchema,
  CreateInvitationRequestSchema,
  CreateSubscriptionRequestSchema,
  DocumentSchema,
  ErrorResponseSchema,
  FaqInputSchema,
  FaqSchema,
  HealthResponseSchema,
  InvitationListResponseSchema,
  InvitationPreviewResponseSchema,
  InvitationResponseSchema,
  InvitedSignupRequestSchema,
  ListQuerySchema,
  LoginRequestSchema,
  OrganizationResponseSchema,
  PlanSchema,
  PlansQuerySchema,
  PortalSessionSchema,
  ProductInputSchema,
  ProductSchema,
  PublicAgentSchema,
  RefreshScheduleSchema,
  RotateKeyRequestSchema,
  RuleInputSchema,
  RuleOrderSchema,
  RuleSchema,
  RuleUpdateSchema,
  ScrapedPageSchema,
  ScrapingJobRequestSchema,
  ScrapingJobStatusSchema,
  ShopifyImportRequestSchema,
  SignupRequestSchema,
  SubscriptionSchema,
  ToolListResponseSchema,
  ToolSchema,
  ToolTestResultSchema,
  TrialRequestSchema,
  TryAgentRequestSchema,
  TryAgentResponseSchema,
  UpdateOrganizationRequestSchema,
  UpdateUserRequestSchema,
  UserResponseSchema,
  WidgetLauncherSchema,
  WidgetSettingsErrorSchema,
  WidgetSettingsRequestSchema,
  WidgetSettingsResponseSchema,
} from '@parley/api-client/schemas';
import { z } from 'zod';
import * as D from './doc-schemas';
import { PartnerApplicationListQuerySchema, PartnerApplicationRequestSchema, PartnerApplicationSchema, PartnerFieldErrorsSchema } from '../partners/validation';
import type { ApiOperation, ResponseSpec } from './operation';

const ok = (schema?: z.ZodType, description = 'OK'): Record<number, ResponseSpec> => ({ 200: { description, schema } });
const created = (schema: z.ZodType, description = 'Created'): Record<number, ResponseSpec> => ({ 201: { description, schema } });
const noContent: Record<number, ResponseSpec> = { 204: { description: 'Done; no body' } };

type Draft = Omit<ApiOperation, 'tag' | 'auth' | 'audience'> & Partial<Pick<ApiOperation, 'auth' | 'audience'>>;
/** Dashboard operations default to the signed-in person's token and the dashboard as caller. */
const group = (tag: string, drafts: Draft[]): ApiOperation[] => drafts.map((d) => ({ auth: 'session', audience: 'dashboard', ...d, tag }));

const ORG = '/api/v1/organizations/current';

const accounts = group('Accounts', [
  { method: 'POST', path: '/signup', operationId: 'signup', summary: 'Register a business: user, organization, owner membership and agent', description: 'The session token comes back in the `Authorization` response header.', auth: 'none', body: SignupRequestSchema, responses: created(UserResponseSchema), client: ['signup'] },
  { method: 'POST', path: '/signup/invitation', operationId: 'signupWithInvitation', summary: 'Register an invited person into the inviting organization', auth: 'none', body: InvitedSignupRequestSchema, responses: created(UserResponseSchema), client: ['signupWithInvitation'] },
  { method: 'GET', path: '/invitations/{token}', operationId: 'getInvitation', summary: 'Who is invited, to which organization', auth: 'none', params: z.object({ token: z.string() }), responses: ok(InvitationPreviewResponseSchema), client: ['getInvitation'] },
  { method: 'POST', path: '/login', operationId: 'login', summary: 'Sign in', description: 'The session token comes back in the `Authorization` response header; repeated failures are throttled (429).', auth: 'none', body: LoginRequestSchema, responses: ok(UserResponseSchema), client: ['login'] },
  { method: 'DELETE', path: '/logout', operationId: 'logout', summary: 'Sign out: revokes the token and asks the browser to clear site data', responses: noContent, client: ['logout'] },
  { method: 'GET', path: '/api/v1/users/current', operationId: 'getCurrentUser', summary: 'The signed-in person, with language_preference', responses: ok(UserResponseSchema), client: ['getCurrentUser'] },
  { method: 'PUT', path: '/api/v1/users', operationId: 'updateUser', summary: 'Update the profile ({user:{name, language_preference}}) or change the password ({user:{password, current_password}})', body: UpdateUserRequestSchema, responses: ok(UserResponseSchema), client: ['updateProfile', 'changePassword'] },
  { method: 'GET', path: ORG, operationId: 'getCurrentOrganization', summary: 'The organization; a refreshed token comes back in the `Authorization` header', responses: ok(OrganizationResponseSchema), client: ['getCurrentOrganization'] },
  { method: 'PUT', path: ORG, operationId: 'updateOrganization', summary: 'Business name, website and agent name (owners only)', body: UpdateOrganizationRequestSchema, responses: ok(UserResponseSchema), client: ['updateOrganization'] },
  { method: 'GET', path: '/api/v1/organizations/{id}', operationId: 'getOrganization', summary: 'An organization by id (only the caller’s own)', params: D.IdParams, responses: ok(OrganizationResponseSchema), client: ['getOrganization'] },
  { method: 'POST', path: `${ORG}/invitations`, operationId: 'createInvitation', summary: 'Invite a person by email (owners only); the answer carries the register link once', body: CreateInvitationRequestSchema, responses: created(InvitationResponseSchema), client: ['createInvitation'] },
  { method: 'GET', path: `${ORG}/invitations`, operationId: 'listInvitations', summary: 'Invitations of the organization', responses: ok(InvitationListResponseSchema), client: ['listInvitations'] },
  { method: 'DELETE', path: `${ORG}/invitations/{id}`, operationId: 'deleteInvitation', summary: 'Revoke a pending invitation', params: D.IdParams, responses: noContent, client: ['deleteInvitation'] },
]);

const billing = group('Billing', [
  { method: 'GET', path: '/api/v1/plans', operationId: 'listPlans', summary: 'Plans with their prices', auth: 'none', query: PlansQuerySchema, responses: ok(D.dataOf(z.array(PlanSchema))), client: ['listPlans'] },
  { method: 'GET', path: '/api/v1/billings/current', operationId: 'getCurrentSubscription', summary: 'The current subscription; 404 means none (inactive)', responses: { ...ok(D.dataOf(SubscriptionSchema)), 404: { description: 'No subscription: treat as inactive', schema: ErrorResponseSchema } }, client: ['getCurrentSubscription'] },
  { method: 'POST', path: '/api/v1/billings/checkout', operationId: 'createCheckout', summary: 'A checkout session; send the browser to its url', body: CheckoutRequestSchema, responses: created(CheckoutSessionSchema), client: ['createCheckout'] },
  { method: 'GET', path: '/api/v1/billings/checkout/{id}', operationId: 'getCheckout', summary: 'Whether a checkout completed', params: D.StringIdParams, responses: ok(CheckoutSessionSchema), client: ['getCheckout'] },
  { method: 'POST', path: '/api/v1/billings/subscription', operationId: 'createSubscription', summary: 'Subscribe to a price', body: CreateSubscriptionRequestSchema, responses: created(D.dataOf(SubscriptionSchema)), client: ['createSubscription'] },
  { method: 'PUT', path: '/api/v1/billings/subscription', operationId: 'changeSubscription', summary: 'Change plan now, prorated', body: ChangeSubscriptionRequestSchema, responses: ok(D.dataOf(SubscriptionSchema)), client: ['changeSubscription'] },
  { method: 'POST', path: '/api/v1/billings/trial', operationId: 'startTrial', summary: 'Start the trial (once per organization)', body: TrialRequestSchema, responses: created(D.dataOf(SubscriptionSchema)), client: ['startTrial'] },
  { method: 'POST', path: '/api/v1/billings/subscription/cancellation', operationId: 'cancelSubscription', summary: 'Cancel at the end of the period', responses: ok(D.dataOf(SubscriptionSchema)), client: ['cancelSubscription'] },
  { method: 'DELETE', path: '/api/v1/billings/subscription/cancellation', operationId: 'keepSubscription', summary: 'Keep the subscription after all', responses: ok(D.dataOf(SubscriptionSchema)), client: ['keepSubscription'] },
  { method: 'POST', path: '/api/v1/billings/portal', operationId: 'openBillingPortal', summary: 'The customer portal (payment method, invoices)', responses: ok(PortalSessionSchema), client: ['openBillingPortal'] },
  { method: 'POST', path: '/api/v1/analytics/events', operationId: 'trackEvent', summary: 'Record a product analytics event', body: AnalyticsEventRequestSchema, responses: noContent, client: ['trackEvent'] },
  { method: 'POST', path: '/webhooks/stripe', operationId: 'stripeWebhook', summary: 'Stripe events (signed; the raw body is verified)', auth: 'stripe', audience: 'stripe', body: D.StringMapSchema, responses: ok(z.object({ received: z.literal(true), result: z.unknown() })) },
  { method: 'GET', path: '/billing/test-checkout/{id}', operationId: 'testCheckoutPage', summary: 'TEST MODE checkout page (when Stripe is not configured)', auth: 'none', audience: 'browser', servedWhen: 'billing in TEST MODE', params: D.StringIdParams, query: z.object({ lng: z.string().optional() }), responses: { 200: { description: 'HTML page', contentType: 'text/html' } } },
  { method: 'POST', path: '/billing/test-checkout/{id}/complete', operationId: 'testCheckoutComplete', summary: 'TEST MODE: pay, then back to the app (303)', auth: 'none', audience: 'browser', servedWhen: 'billing in TEST MODE', params: D.StringIdParams, bodyType: 'form', responses: { 303: { description: 'Redirect to the app' } } },
  { method: 'POST', path: '/billing/test-checkout/{id}/cancel', operationId: 'testCheckoutCancel', summary: 'TEST MODE: cancel, then back to the app (303)', auth: 'none', audience: 'browser', servedWhen: 'billing in TEST MODE', params: D.StringIdParams, bodyType: 'form', responses: { 303: { description: 'Redirect to the app' } } },
]);

const agent = group('Agent', [
  { method: 'GET', path: `${ORG}/agent`, operationId: 'getAgent', summary: 'The agent: name, keys (live_key, demo_key), persona, branding', responses: ok(D.dataOf(AgentSchema)), client: ['getAgent'] },
  { method: 'PUT', path: `${ORG}/agent`, operationId: 'updateAgent', summary: 'Update the persona (multipart: agent[field], agent[avatar], agent[voice_provider_config] as JSON, agent[branding][key])', body: D.AgentFormSchema, bodyType: 'multipart', responses: ok(D.dataOf(AgentSchema)), client: ['updateAgent'] },
  { method: 'POST', path: `${ORG}/agent/keys/rotate`, operationId: 'rotateAgentKey', summary: 'Replace the live or demo key', body: RotateKeyRequestSchema, responses: ok(D.dataOf(AgentSchema)), client: ['rotateAgentKey'] },
  { method: 'GET', path: `${ORG}/agent/widget-settings`, operationId: 'getWidgetSettings', summary: 'Widget colours, position, launcher, mode and allowed domains', responses: ok(D.dataOf(WidgetSettingsResponseSchema)), client: ['getWidgetSettings'] },
  { method: 'PUT', path: `${ORG}/agent/widget-settings`, operationId: 'updateWidgetSettings', summary: 'Save the widget settings; a 400 names each failing field', body: WidgetSettingsRequestSchema, responses: { ...ok(D.dataOf(WidgetSettingsResponseSchema)), 400: { description: 'Invalid settings', schema: WidgetSettingsErrorSchema } }, client: ['updateWidgetSettings'] },
  { method: 'POST', path: `${ORG}/agent/try`, operationId: 'tryAgent', summary: 'An answer from the current knowledge (preview)', body: TryAgentRequestSchema, responses: ok(TryAgentResponseSchema), client: ['tryAgent'] },
  { method: 'GET', path: '/api/v1/organizations/{id}/agent', operationId: 'getDemoAgent', summary: 'With is_demo_mode=true (public): what a visitor may see of an organization’s agent; otherwise the owner’s view', description: '`id` is the organization id or sub id.', auth: 'none', params: D.StringIdParams, query: D.DemoAgentQuery, responses: ok(D.dataOf(PublicAgentSchema)), client: ['getDemoAgent'] },
  { method: 'GET', path: '/api/v1/widget/launcher', operationId: 'getWidgetLauncher', summary: 'What the loader needs to draw the launcher (public, CORS)', auth: 'none', audience: 'loader', query: D.LauncherQuery, responses: ok(D.dataOf(WidgetLauncherSchema)) },
  { method: 'GET', path: '/media/{id}', operationId: 'getMedia', summary: 'An uploaded avatar image (immutable)', auth: 'none', audience: 'browser', params: D.StringIdParams, responses: { 200: { description: 'The image', contentType: 'image/*' } } },
]);

const knowledge = group('Knowledge', [
  { method: 'GET', path: `${ORG}/faqs`, operationId: 'listFaqs', summary: 'FAQs, searchable and paged', query: ListQuerySchema, responses: ok(D.pagedOf(FaqSchema)), client: ['listFaqs'] },
  { method: 'POST', path: `${ORG}/faqs`, operationId: 'createFaq', summary: 'Add an FAQ', body: FaqInputSchema, responses: created(D.dataOf(FaqSchema)), client: ['createFaq'] },
  { method: 'PUT', path: `${ORG}/faqs/{id}`, operationId: 'updateFaq', summary: 'Edit an FAQ', params: D.IdParams, body: FaqInputSchema, responses: ok(D.dataOf(FaqSchema)), client: ['updateFaq'] },
  { method: 'DELETE', path: `${ORG}/faqs/{id}`, operationId: 'deleteFaq', summary: 'Delete an FAQ', params: D.IdParams, responses: noContent, client: ['deleteFaq'] },
  { method: 'GET', path: `${ORG}/products`, operationId: 'listProducts', summary: 'Products, searchable and paged', query: ListQuerySchema, responses: ok(D.pagedOf(ProductSchema)), client: ['listProducts'] },
  { method: 'POST', path: `${ORG}/products`, operationId: 'createProduct', summary: 'Add a product', body: ProductInputSchema, responses: created(D.dataOf(ProductSchema)), client: ['createProduct'] },
  { method: 'PUT', path: `${ORG}/products/{id}`, operationId: 'updateProduct', summary: 'Edit a product', params: D.IdParams, body: ProductInputSchema, responses: ok(D.dataOf(ProductSchema)), client: ['updateProduct'] },
  { method: 'DELETE', path: `${ORG}/products/{id}`, operationId: 'deleteProduct', summary: 'Delete a product', params: D.IdParams, responses: noContent, client: ['deleteProduct'] },
  { method: 'POST', path: `${ORG}/products/import`, operationId: 'importProductsCsv', summary: 'Import products from a CSV file (multipart, field `file`)', body: D.CsvUploadSchema, bodyType: 'multipart', responses: ok(D.ImportResultSchema), client: ['importProductsCsv'] },
  { method: 'POST', path: `${ORG}/products/import/shopify`, operationId: 'importShopifyProducts', summary: 'Import a Shopify store’s public catalogue', body: ShopifyImportRequestSchema, responses: ok(D.ImportResultSchema), client: ['importShopifyProducts'] },
  { method: 'GET', path: `${ORG}/rules`, operationId: 'listRules', summary: 'Custom rules, in order', responses: ok(D.dataOf(z.array(RuleSchema))), client: ['listRules'] },
  { method: 'POST', path: `${ORG}/rules`, operationId: 'createRule', summary: 'Add a rule', body: RuleInputSchema, responses: created(D.dataOf(RuleSchema)), client: ['createRule'] },
  { method: 'PUT', path: `${ORG}/rules/order`, operationId: 'reorderRules', summary: 'Put the rules in this order', body: RuleOrderSchema, responses: ok(D.dataOf(z.array(RuleSchema))), client: ['reorderRules'] },
  { method: 'PUT', path: `${ORG}/rules/{id}`, operationId: 'updateRule', summary: 'Edit or switch a rule', params: D.IdParams, body: RuleUpdateSchema, responses: ok(D.dataOf(RuleSchema)), client: ['updateRule'] },
  { method: 'DELETE', path: `${ORG}/rules/{id}`, operationId: 'deleteRule', summary: 'Delete a rule', params: D.IdParams, responses: noContent, client: ['deleteRule'] },
  { method: 'GET', path: `${ORG}/documents`, operationId: 'listDocuments', summary: 'Uploaded documents and their processing status', responses: ok(D.dataOf(z.array(DocumentSchema))), client: ['listDocuments'] },
  { method: 'GET', path: `${ORG}/documents/{id}`, operationId: 'getDocument', summary: 'A document with a preview of its text', params: D.IdParams, responses: ok(D.dataOf(DocumentSchema)), client: ['getDocument'] },
  { method: 'POST', path: `${ORG}/documents`, operationId: 'uploadDocuments', summary: 'Upload documents (multipart, field `files`; PDF, DOCX, TXT, Markdown, CSV up to 20 MB)', body: D.DocumentUploadSchema, bodyType: 'multipart', responses: created(z.object({ data: z.array(DocumentSchema), refused: z.array(D.RefusedFileSchema) })), client: ['uploadDocuments'] },
  { method: 'DELETE', path: `${ORG}/documents/{id}`, operationId: 'deleteDocument', summary: 'Delete a document and its knowledge', params: D.IdParams, responses: noContent, client: ['deleteDocument'] },
  { method: 'POST', path: '/api/v2/scraping_jobs', operationId: 'startScrape', summary: 'Crawl a website into knowledge', body: ScrapingJobRequestSchema, responses: created(ScrapingJobStatusSchema), client: ['startScrape'] },
  { method: 'GET', path: '/api/v2/scraping_jobs', operationId: 'listScrapes', summary: 'Crawls of the organization', responses: ok(D.dataOf(z.array(ScrapingJobStatusSchema))), client: ['listScrapes'] },
  { method: 'GET', path: '/api/v2/scraping_jobs/{id}/status', operationId: 'getScrapeStatus', summary: 'Progress and stats (products_count, faqs_count)', params: D.IdParams, responses: ok(ScrapingJobStatusSchema), client: ['getScrapeStatus'] },
  { method: 'GET', path: '/api/v2/scraping_jobs/{id}/pages', operationId: 'listScrapedPages', summary: 'Pages of a crawl', params: D.IdParams, responses: ok(D.dataOf(z.array(ScrapedPageSchema))), client: ['listScrapedPages'] },
  { method: 'POST', path: '/api/v2/scraping_jobs/{id}/recrawl', operationId: 'recrawl', summary: 'Crawl the same site again', params: D.IdParams, responses: created(ScrapingJobStatusSchema), client: ['recrawl'] },
  { method: 'DELETE', path: '/api/v2/scraping_jobs/{id}', operationId: 'deleteScrape', summary: 'Delete a crawl and its knowledge', params: D.IdParams, responses: noContent, client: ['deleteScrape'] },
  { method: 'GET', path: `${ORG}/knowledge/schedule`, operationId: 'getRefreshSchedule', summary: 'How often the website is crawled again', responses: ok(D.RefreshScheduleResponseSchema), client: ['getRefreshSchedule'] },
  { method: 'PUT', path: `${ORG}/knowledge/schedule`, operationId: 'setRefreshSchedule', summary: 'Set the re-crawl schedule', body: RefreshScheduleSchema, responses: ok(D.RefreshScheduleResponseSchema), client: ['setRefreshSchedule'] },
]);

const tools = group('Tools', [
  { method: 'GET', path: `${ORG}/tools`, operationId: 'listTools', summary: 'Webhook tools the agent may call, and which responder answers (`meta.responder`: `llm` calls tools and reads every rule; `retrieval`, the offline responder, follows only the rule shapes it can read)', responses: ok(ToolListResponseSchema), client: ['listTools', 'getResponderKind'] },
  { method: 'POST', path: `${ORG}/tools`, operationId: 'createTool', summary: 'Add a tool; the answer shows its signing secret once', body: D.ToolBodySchema, responses: created(D.dataOf(ToolSchema)), client: ['createTool'] },
  { method: 'PUT', path: `${ORG}/tools/{id}`, operationId: 'updateTool', summary: 'Edit a tool', params: D.IdParams, body: D.ToolBodySchema, responses: ok(D.dataOf(ToolSchema)), client: ['updateTool'] },
  { method: 'POST', path: `${ORG}/tools/{id}/secret`, operationId: 'rotateToolSecret', summary: 'A new signing secret, shown once', params: D.IdParams, responses: ok(D.dataOf(ToolSchema)), client: ['rotateToolSecret'] },
  { method: 'POST', path: `${ORG}/tools/{id}/test`, operationId: 'testTool', summary: 'Call the webhook with sample arguments', params: D.IdParams, body: D.ToolTestRequestSchema, responses: ok(D.dataOf(ToolTestResultSchema)), client: ['testTool'] },
  { method: 'DELETE', path: `${ORG}/tools/{id}`, operationId: 'deleteTool', summary: 'Delete a tool', params: D.IdParams, responses: noContent, client: ['deleteTool'] },
]);

const insights = group('Insights', [
  { method: 'GET', path: `${ORG}/analytics`, operationId: 'getAnalytics', summary: 'Key figures, daily rows, busiest hours, top and unanswered questions, products', description: 'A preset `period` (30d by default) or an inclusive `start_date`..`end_date` of at most 366 days.', query: D.AnalyticsQueryDoc, responses: ok(D.dataOf(AnalyticsSchema)), client: ['getAnalytics'] },
  { method: 'GET', path: `${ORG}/analytics/conversations`, operationId: 'listConversations', summary: 'Conversations, filtered, sorted and paged (or CSV with format=csv)', query: D.ConversationListQuery, responses: { 200: { description: 'A page of conversations; above 10,000 matches the total is an estimate (total_is_estimate)', schema: D.pagedOf(D.ConversationSummarySchema) } }, client: ['listConversations', 'exportConversationsCsv'] },
  { method: 'GET', path: `${ORG}/analytics/conversations/{id}`, operationId: 'getConversation', summary: 'A conversation’s transcript, sources and lead', params: D.ChatIdParams, responses: ok(D.dataOf(D.ConversationDetailSchema)), client: ['getConversation'] },
  { method: 'GET', path: `${ORG}/leads`, operationId: 'listLeads', summary: 'Leads left by visitors (latest 500)', responses: ok(D.LeadListSchema), client: ['listLeads'] },
]);

const system = group('System', [
  { method: 'GET', path: '/healthz', operationId: 'health', summary: 'Liveness and the database in use', auth: 'none', audience: 'operator', responses: ok(HealthResponseSchema), client: ['health'] },
  { method: 'GET', path: '/locales/{lng}/{file}', operationId: 'getLocale', summary: 'A translation namespace (`common.json`), sent uncached', auth: 'none', audience: 'browser', params: D.LocaleParams, responses: ok(z.record(z.string(), z.unknown())) },
  { method: 'GET', path: '/api/openapi.json', operationId: 'getOpenApiDocument', summary: 'This document', auth: 'none', audience: 'operator', responses: { 200: { description: 'OpenAPI 3.1 document', schema: D.StringMapSchema } } },
  { method: 'GET', path: '/api/docs', operationId: 'getApiReference', summary: 'This reference as a web page', auth: 'none', audience: 'browser', responses: { 200: { description: 'HTML page', contentType: 'text/html' } } },
  { method: 'GET', path: '/widget.js', operationId: 'getWidgetLoader', summary: 'The widget loader script (embed snippet)', auth: 'none', audience: 'browser', servedWhen: 'the built apps are served', responses: { 200: { description: 'JavaScript', contentType: 'text/javascript' } } },
  { method: 'GET', path: '/sitemap.xml', operationId: 'getSitemap', summary: 'Sitemap of the public site', auth: 'none', audience: 'browser', servedWhen: 'the built apps are served', responses: { 200: { description: 'XML', contentType: 'application/xml' } } },
  { method: 'GET', path: '/robots.txt', operationId: 'getRobots', summary: 'robots.txt of the public site', auth: 'none', audience: 'browser', servedWhen: 'the built apps are served', responses: { 200: { description: 'Text', contentType: 'text/plain' } } },
]);

const partners = group('Partners', [
  { method: 'POST', path: '/api/v1/partner_applications', operationId: 'applyAsPartner', summary: 'Send a partner application (the public partnerships form)', description: 'JSON answers 201 or 400 with one message per field; a plain HTML form post (url-encoded) is answered with a 303 back to the partnerships page. At most 5 per address every 15 minutes.', auth: 'none', audience: 'browser', body: PartnerApplicationRequestSchema, responses: { 201: { description: 'Received', schema: D.dataOf(z.object({ received: z.literal(true) })) }, 303: { description: 'Plain form post: back to the page (#sent or #form-error)' }, 400: { description: 'Field errors', schema: PartnerFieldErrorsSchema }, 429: { description: 'Too many applications from this address', schema: ErrorResponseSchema } } },
  { method: 'GET', path: '/api/v1/partner_applications', operationId: 'listPartnerApplications', summary: 'Partner applications, newest first (Parley staff only: PARLEY_STAFF_EMAILS)', audience: 'operator', query: PartnerApplicationListQuerySchema, responses: { ...ok(z.object({ data: z.array(PartnerApplicationSchema), meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }) })), 403: { description: 'Not staff', schema: ErrorResponseSchema } } },
]);

export const PRODUCT_OPERATIONS: readonly ApiOperation[] = [...accounts, ...billing, ...agent, ...knowledge, ...tools, ...insights, ...system, ...partners];
