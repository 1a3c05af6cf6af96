import { z } from 'zod';

export const appTypes = ['Apps', 'Reports', 'Forms', 'Links'] as const;
export const appTypeSchema = z.enum(appTypes);
export type AppType = z.infer<typeof appTypeSchema>;

const menuItemBase = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable().default(null),
  url: z.string(),
  icon: z.string().nullable().default(null),
  color: z.string().nullable().default(null),
  logo: z.string().nullable().default(null),
  extLink: z.string().nullable().default(null),
  extLinkNewTab: z.boolean().default(false),
  badgeItem: z.number().int().nullable().default(null),
  dynamicBadge: z.boolean().default(false),
  disabled: z.boolean().default(false),
  noAccount: z.boolean().default(false),
  appType: appTypeSchema,
  highlighted: z.boolean().default(false),
  active: z.boolean().default(false),
  /** Hides the name under the icon (the metric-entry app). */
  hideName: z.boolean().default(false),
  favorite: z.boolean().default(false),
});

/** Menu item of S1 §3; `pages` are its sub-items (a folder on the launcher). */
export const menuItemSchema = menuItemBase.extend({
  get pages() {
    return z.array(menuItemSchema).default([]);
  },
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuResponseSchema = z.object({
  items: z.array(menuItemSchema),
  /** Favorite item ids in the user's order. */
  favorites: z.array(z.number().int()),
});
export type MenuResponse = z.infer<typeof menuResponseSchema>;
