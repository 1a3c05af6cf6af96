import { appRoutes } from '../../contracts/routes';
import { type CatalogueItem, catalogueItem } from '../shell/menu-catalogue';

type RouteId = keyof typeof appRoutes;
type Extra = Parameters<typeof catalogueItem>[3];

/** An item opening a route; its url is the route's path unless a query or sub-view is added. */
const routeItem =
  (appType: CatalogueItem['appType']) =>
  (id: number, title: string, routeId: RouteId, icon: string, color: string, extra: Extra = {}) =>
    catalogueItem(id, title, appType, { routeId, url: appRoutes[routeId].path, icon, color, ...extra });

const app = routeItem('Apps');
const report = routeItem('Reports');
const form = routeItem('Forms');

/** External links open in a new tab, or embedded at /url/{id} when extLinkNewTab is false. */
const link = (id: number, title: string, extLink: string, extLinkNewTab: boolean, icon: string) =>
  catalogueItem(id, title, 'Links', { extLink, extLinkNewTab, url: `/url/${id}`, icon, color: 'gray' });

/** Twelve pages: a second popup page on the launcher (9 per page). Every page is open to supervisors. */
const operationsToolkit = catalogueItem(200, 'Operations Toolkit', 'Apps', {
  subtitle: 'Daily tools for shift leads',
  icon: 'tools',
  color: 'blue',
  pages: [
    app(201, 'Weekly Labor Plan', 'laborPlanning', 'calendar-week', 'teal', {
      url: '/labor-planning?view=weekly',
    }),
    app(202, 'Daily Labor Plan', 'laborPlanning', 'calendar-event', 'teal', {
      url: '/labor-planning?view=daily',
    }),
    app(203, 'Shift Board', 'shiftManagement', 'layout-board', 'blue', {
      url: '/shift-management?view=board',
    }),
    app(204, 'Shift Swaps', 'shiftManagement', 'arrows-exchange', 'blue', {
      url: '/shift-management?view=swaps',
    }),
    app(205, 'Metric Entry Sheet', 'metricEntry', 'table', 'lime', { url: '/metric-entry?view=sheet' }),
    app(206, 'Metric Targets', 'metricManagement', 'target-arrow', 'cyan', {
      url: '/metric-management?view=targets',
    }),
    app(207, 'Driver Scorecards', 'driverQuality', 'id-badge', 'teal', {
      url: '/driver-quality?view=scorecards',
    }),
    app(208, 'Open Tasks', 'taskList', 'checklist', 'indigo', { url: '/task-list?view=open' }),
    app(209, 'Survey Results', 'survey', 'chart-pie', 'grape', { url: '/survey?view=results' }),
    app(210, 'Market Rate Lookup', 'marketRates', 'search', 'yellow', { url: '/market-rates?view=lookup' }),
    app(211, 'Location Details', 'locationProfile', 'map-pin', 'green'),
    app(212, 'Ops Dashboard', 'dashboard', 'gauge', 'indigo', { url: '/dashboard?view=ops' }),
  ],
});

/** A second folder: opening one folder's pages in the sidebar closes the other's (S1 §2.6). */
const yardTools = catalogueItem(220, 'Yard Tools', 'Apps', {
  subtitle: 'Lot and key management',
  icon: 'building-warehouse',
  color: 'orange',
  pages: [
    app(221, 'Key Cabinet', 'locationProfile', 'key', 'orange', { url: '/location-profile?view=keys' }),
    app(222, 'Lot Map', 'locationProfile', 'map', 'green', { url: '/location-profile?view=lot' }),
  ],
});

export const demoMenu: readonly CatalogueItem[] = [
  app(101, 'Shift Management', 'shiftManagement', 'calendar-time', 'blue'),
  app(102, 'Dashboard', 'dashboard', 'layout-dashboard', 'indigo'),
  app(103, 'Employee Feedback', 'employeeFeedback', 'message-circle', 'grape'),
  app(104, 'Labor Planning', 'laborPlanning', 'users-group', 'teal', { subtitle: 'Workload and staffing' }),
  app(105, 'Configuration', 'configuration', 'settings', 'gray'),
  app(106, 'Metric Management', 'metricManagement', 'chart-line', 'cyan'),
  app(107, 'KPI Management', 'kpiManagement', 'target', 'orange'),
  app(108, 'System Setup', 'systemSetup', 'server-cog', 'dark'),
  app(109, 'Metric Entry', 'metricEntry', 'pencil-plus', 'lime', { hideName: true }),
  app(110, 'Migration', 'migration', 'database-export', 'red'),
  app(111, 'Security', 'security', 'shield-lock', 'red'),
  app(112, 'Audit Forms', 'auditForms', 'clipboard-check', 'green'),
  app(113, 'Market Rates', 'marketRates', 'currency-dollar', 'yellow'),
  app(114, 'Price Calculator', 'priceCalculator', 'calculator', 'orange'),
  app(115, 'Project Budget', 'projectBudget', 'report-money', 'pink'),
  app(116, 'Rate Cost Adjustment', 'rateCostAdjustment', 'adjustments-dollar', 'violet'),
  app(117, 'IEM', 'iem', 'building-factory', 'blue'),
  app(118, 'Blob Storage', 'blobStorage', 'cloud-upload', 'cyan'),
  app(119, 'Driver Quality', 'driverQuality', 'steering-wheel', 'teal', { badgeItem: 5 }),
  app(120, 'Task List', 'taskList', 'list-check', 'indigo', { badgeItem: 120, dynamicBadge: true }),
  app(121, 'Location Profile', 'locationProfile', 'map-pin', 'green'),
  app(122, 'Backhaul', 'backhaul', 'truck', 'orange'),
  app(123, 'Employee Coaching', 'employeeCoaching', 'school', 'grape'),
  app(124, 'Customer Lifecycle', 'customerLifecycle', 'refresh', 'teal'),
  app(125, 'Regional Rollup', 'dashboard', 'world', 'blue', {
    url: '/dashboard?scope=region',
    subtitle: 'Needs a regional account',
    noAccount: true,
  }),
  operationsToolkit,
  yardTools,
  report(301, 'Fleet Utilization', 'pbiReport', 'chart-bar', 'blue', { url: '/pbi-report?id=12' }),
  report(302, 'Labor Cost', 'pbiReport', 'chart-area', 'teal', { url: '/pbi-report?id=14' }),
  report(303, 'Market Rate Trends', 'marketRates', 'trending-up', 'yellow', {
    url: '/market-rates?report=trends',
  }),
  report(304, 'Quarterly Business Review', 'pbiReport', 'presentation', 'gray', {
    url: '/pbi-report?id=21',
    subtitle: 'Available next quarter',
    disabled: true,
  }),
  report(305, 'Driver Incidents', 'driverQuality', 'alert-triangle', 'red', {
    url: '/driver-quality?report=incidents',
  }),
  form(401, 'COVID Screening', 'covid', 'virus', 'red'),
  form(402, 'Pulse Survey', 'survey', 'forms', 'grape'),
  form(403, 'Corrective Action', 'correctiveAction', 'alert-octagon', 'orange'),
  form(404, 'Shift Handover', 'shiftManagement', 'clipboard-text', 'blue', {
    url: '/shift-management?form=handover',
  }),
  link(501, 'Fleet Status', 'https://example.com/fleet-status', true, 'car'),
  link(502, 'Safety Handbook', 'https://example.com/safety-handbook', false, 'book'),
  link(503, 'Company Intranet', 'https://example.com/intranet', true, 'building'),
];
