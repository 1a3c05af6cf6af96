import { describe, expect, test } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  test.each([
    ['Labor Planning', 'LP'],
    ['Operations Toolkit for Leads', 'OT'],
    ['Backhaul', 'BA'],
    ['  iem  ', 'IE'],
    ['X', 'X'],
    ['', ''],
    ['   ', ''],
    ['Zürich Hub', 'ZH'],
    // Whole characters, never half of one (walkthrough 12, D6: '🚗 Car Wash' drew '\ud83dC').
    ['🚗 Car Wash 🧽✨', '🚗C'],
    ['🧽✨', '🧽✨'],
    ['𝐀lpha 𝐁eta', '𝐀𝐁'],
    ['𠀀𠀁 Depot', '𠀀D'],
    ['🇩🇪🇫🇷 Border', '🇩🇪B'],
    ['🇨🇭', '🇨🇭'],
    ['👩‍👩‍👧 Family Desk', '👩‍👩‍👧F'],
    ['👍🏽 Feedback', '👍🏽F'],
    ['車両管理システム', '車両'],
    ['車両 管理', '車管'],
    ['إدارة الأسطول', 'إا'],
    ['ניהול צי', 'נצ'],
    ['e\u0301cole Centrale', 'E\u0301C'],
    ['a\u0308\u0301bc', 'A\u0308\u0301B'],
    ['각 지점', '각지'],
    ['\u1100\u1161\u11A8 Hub', '\u1100\u1161\u11A8H'],
    // Plain ASCII takes the short way (no segmenter); a word with anything else, the long one.
    ['R&D ~Tools', 'R~'],
    ['a1', 'A1'],
    ['ab\u0301c', 'AB\u0301'],
    ['Ops Café', 'OC'],
    ['Caf\u00e9', 'CA'],
  ])('gives %j the initials %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  test('never leaves a lone surrogate', () => {
    for (const name of ['🚗 Car Wash', '🚗Car', '𝐀 𝐁', '🇩🇪', '👩‍👩‍👧']) {
      expect(initials(name)).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
    }
  });
});
