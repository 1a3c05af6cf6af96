import { describe, expect, it } from 'vitest';
import { groupByCategory, settingKey } from './notification-groups';

describe('groupByCategory', () => {
  it('groups in the spec order whatever the answer order, leaving out empty categories', () => {
    const groups = groupByCategory([
      { category: 'Plan Status', title: 'Plan published', checked: true },
      { category: 'Alert', title: 'System alerts', checked: false },
      { category: 'Alert', title: 'Fleet alerts', checked: true },
    ]);
    expect(groups.map((g) => [g.category, g.settings.map((s) => s.title)])).toEqual([
      ['Alert', ['System alerts', 'Fleet alerts']],
      ['Plan Status', ['Plan published']],
    ]);
  });

  it('tells same titles of different categories apart', () => {
    expect(settingKey({ category: 'Forms', title: 'Done' })).not.toBe(
      settingKey({ category: 'Alert', title: 'Done' }),
    );
  });
});
