import { type AccessRule, area, type Requirement } from './access';

/**
 * The route table of S1 §2.1, as data: the client's guards and the reference server's area
 * endpoints both read it, so a rule is written once.
 */
export interface AppRoute {
  /** Path as the router spells it (`$id` marks a parameter). */
  path: string;
  /** Area name shown as the page title. */
  title: string;
  access: AccessRule;
  /** Bare page: no sidebar, title bar or panels. */
  bare?: boolean;
  /** Never reused: every visit loads it afresh. */
  neverReused?: boolean;
  /**
   * A screen with no user (a wall display, docs/kiosk.md): it leaves the device's session alone,
   * whoever signed in on the device: no hubs, no renewal, no sign-out on its expiry.
   */
  noUser?: boolean;
}

const signedIn = 'signedIn' as const;
const open = 'public' as const;
const admin = { role: 'admin' } as const;
const anyOf = (...requirements: Requirement[]): AccessRule => ({ anyOf: requirements });

export const appRoutes = {
  callback: { path: '/callback', title: 'Signing in', access: open, bare: true },
  signIn: { path: '/sign-in', title: 'Sign in', access: open, bare: true },
  home: { path: '/home', title: 'Home', access: signedIn },
  shiftManagement: {
    path: '/shift-management',
    title: 'Shift Management',
    access: anyOf(area('announcements'), area('laboreos')),
  },
  dashboard: {
    path: '/dashboard',
    title: 'Dashboard',
    access: anyOf(area('laborworkload'), area('laborplanning'), area('laboreos'), area('announcements')),
  },
  employeeFeedback: {
    path: '/employee-feedback',
    title: 'Employee Feedback',
    access: anyOf(area('associatesmanagement')),
  },
  laborPlanning: {
    path: '/labor-planning',
    title: 'Labor Planning',
    access: anyOf(area('laborworkload'), area('laborplanning'), area('laborsaag')),
  },
  configuration: {
    path: '/configuration',
    title: 'Configuration',
    access: anyOf(
      area('associatesmanagement'),
      area('acctmanagement', 0),
      area('laborworkload', 0),
      area('laborplanning', 0),
      area('announcements', 0),
      area('formsmanagement', 0),
      area('reportmanagement', 0),
      area('alertmanagement', 0),
      area('displaymanagement'),
    ),
  },
  metricManagement: {
    path: '/metric-management',
    title: 'Metric Management',
    access: anyOf(area('metricsmanagement', 0, 1)),
  },
  kpiManagement: { path: '/kpi-management', title: 'KPI Management', access: anyOf(area('kpimanagement')) },
  systemSetup: {
    path: '/system-setup',
    title: 'System Setup',
    access: {
      anyOf: [admin, area('systemannouncements', 0), area('systemlinks', 0), area('baseformsmanagement')],
    },
  },
  development: { path: '/development', title: 'Development', access: signedIn },
  display: { path: '/display', title: 'Display', access: open, bare: true, noUser: true },
  displayById: { path: '/display/$id', title: 'Display', access: open, bare: true, noUser: true },
  covid: { path: '/covid', title: 'COVID', access: anyOf(area('covid', 0)) },
  metricEntry: { path: '/metric-entry', title: 'Metric Entry', access: anyOf(area('metricsentry', 0, 1, 2)) },
  migration: { path: '/migration', title: 'Migration', access: { anyOf: [admin] } },
  auditForms: { path: '/audit-forms', title: 'Audit Forms', access: signedIn },
  security: { path: '/security', title: 'Security', access: { anyOf: [admin, { roletype: 'isgrantor' }] } },
  pbiReport: { path: '/pbi-report', title: 'Power BI Report', access: signedIn, neverReused: true },
  marketRates: { path: '/market-rates', title: 'Market Rates', access: anyOf(area('marketrates', 0, 1, 2)) },
  priceCalculator: {
    path: '/price-calculator',
    title: 'Price Calculator',
    access: anyOf(area('pricingcalculator')),
  },
  projectBudget: { path: '/project-budget', title: 'Project Budget', access: anyOf(area('projectbudget')) },
  rateCostAdjustment: {
    path: '/rate-cost-adjustment',
    title: 'Rate Cost Adjustment',
    access: anyOf(area('ratecostadjustment', 0)),
  },
  iem: { path: '/iem', title: 'IEM', access: anyOf(area('iem')) },
  blobStorage: { path: '/blob-storage', title: 'Blob Storage', access: anyOf(area('fileupload')) },
  externalForm: { path: '/external-form', title: 'External Form', access: open, bare: true },
  driverQuality: {
    path: '/driver-quality',
    title: 'Driver Quality',
    access: anyOf(area('driverquality', 0, 1)),
  },
  taskList: { path: '/task-list', title: 'Task List', access: anyOf(area('taskmanagement', 0, 1)) },
  url: { path: '/url', title: 'External Link', access: signedIn, neverReused: true },
  urlById: { path: '/url/$id', title: 'External Link', access: signedIn, neverReused: true },
  locationProfile: { path: '/location-profile', title: 'Location Profile', access: signedIn },
  backhaul: { path: '/backhaul', title: 'Backhaul', access: anyOf(area('backhaul')) },
  survey: { path: '/survey', title: 'Survey', access: anyOf(area('survey')) },
  employeeCoaching: {
    path: '/employee-coaching',
    title: 'Employee Coaching',
    access: anyOf(area('associate')),
  },
  surveyForm: { path: '/survey-form', title: 'Survey Form', access: open, bare: true },
  previewForm: { path: '/preview-form', title: 'Preview Form', access: open, bare: true },
  previewCar: { path: '/preview-car', title: 'Preview Car', access: open, bare: true },
  previewCoaching: { path: '/preview-coaching', title: 'Preview Coaching', access: open, bare: true },
  customerLifecycle: {
    path: '/customer-lifecycle',
    title: 'Customer Lifecycle',
    access: anyOf(area('startup')),
  },
  correctiveAction: {
    path: '/corrective-action',
    title: 'Corrective Action',
    access: anyOf(area('correctiveaction')),
  },
  error: { path: '/error/$id', title: 'Error', access: open, bare: true },
} as const satisfies Record<string, AppRoute>;

export type AppRouteId = keyof typeof appRoutes;

/** The areas whose insides the spec does not show: each is a lazily loaded page titled with its name. */
export const areaRouteIds = [
  'shiftManagement',
  'dashboard',
  'employeeFeedback',
  'laborPlanning',
  'configuration',
  'metricManagement',
  'kpiManagement',
  'systemSetup',
  'development',
  'covid',
  'metricEntry',
  'migration',
  'auditForms',
  'security',
  'pbiReport',
  'marketRates',
  'priceCalculator',
  'projectBudget',
  'rateCostAdjustment',
  'iem',
  'blobStorage',
  'driverQuality',
  'taskList',
  'locationProfile',
  'backhaul',
  'survey',
  'employeeCoaching',
  'customerLifecycle',
  'correctiveAction',
] as const satisfies readonly AppRouteId[];
export type AreaRouteId = (typeof areaRouteIds)[number];

/** Matches a concrete pathname (`/display/7`) to its route; undefined for unknown paths. */
export function matchRoute(pathname: string): { id: AppRouteId; route: AppRoute } | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const [id, route] of Object.entries(appRoutes) as [AppRouteId, AppRoute][]) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    if (pattern.every((part, i) => part.startsWith('$') || part === segments[i]?.toLowerCase()))
      return { id, route };
  }
  return undefined;
}

/**
 * The route a path is shown under: its own, else, for a path inside an area (`/covid/x/screening/42`,
 * served by the area page), the route of its first segment. Undefined for unknown paths.
 */
export function matchRouteOrArea(pathname: string): { id: AppRouteId; route: AppRoute } | undefined {
  const first = pathname.replace(/^\/+/, '').split(/[/;]/)[0] ?? '';
  return matchRoute(pathname) ?? (first ? matchRoute(`/${first}`) : undefined);
}

/** Whether the page at a path has no user (`noUser`): the device's session is left alone there. */
export const isNoUserPath = (pathname: string): boolean => matchRoute(pathname)?.route.noUser === true;
