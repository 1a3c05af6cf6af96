import { z } from './zod';

export const appTypes = ['Apps', 'Reports', 'Forms', 'Links'] as const;
export const appTypeSchema = z.enum(appTypes);
export type AppType = z.infer<typeof appTypeSchema>;

const menuItemBase = z.object({
  id: z.int(),
  title: z.string(),
  subtitle: z._default(z.nullable(z.string()), null),
  url: z.string(),
  icon: z._default(z.nullable(z.string()), null),
  color: z._default(z.nullable(z.string()), null),
  logo: z._default(z.nullable(z.string()), null),
  extLink: z._default(z.nullable(z.string()), null),
  extLinkNewTab: z._default(z.boolean(), false),
  badgeItem: z._default(z.nullable(z.int()), null),
  dynamicBadge: z._default(z.boolean(), false),
  disabled: z._default(z.boolean(), false),
  noAccount: z._default(z.boolean(), false),
  appType: appTypeSchema,
  highlighted: z._default(z.boolean(), false),
  active: z._default(z.boolean(), false),
  /** Hides the name under the icon (the metric-entry app). */
  hideName: z._default(z.boolean(), false),
  favorite: z._default(z.boolean(), false),
});

/** Menu item of S1 §3; `pages` are its sub-items (a folder on the launcher). */
export const menuItemSchema = z.extend(menuItemBase, {
  get pages() {
    return z._default(z.array(menuItemSchema), []);
  },
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuResponseSchema = z.object({
  items: z.array(menuItemSchema),
  /** Favorite item ids in the user's order. */
  favorites: z.array(z.int()),
});
export type MenuResponse = z.infer<typeof menuResponseSchema>;
