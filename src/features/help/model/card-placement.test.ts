import { describe, expect, it } from 'vitest';
import {
  CARD_GAP_PX,
  type CardPlacement,
  type CardRequest,
  CENTRE_COLUMN_KEY,
  cardPlacement,
  HELP_COLUMN_MIN_HEIGHT_PX,
  type HelpCardRequest,
  type HelpColumn,
  layoutHelpCards,
  layoutHelpColumns,
  type Rect,
  tutorialCardPlacement,
} from './card-placement';

const viewport = { width: 1200, height: 800 };
const anchor = { top: 300, left: 400, width: 200, height: 40 };
const card = { width: 300, height: 100 };

describe('cardPlacement', () => {
  it.each([
    ['top', 10, { top: 190, left: 350 }],
    ['bottom', 10, { top: 350, left: 350 }],
    ['bottom-left', 0, { top: 340, left: 400 }],
    ['bottom-right', null, { top: 340, left: 300 }],
    ['left', 8, { top: 270, left: 92 }],
    ['right', -4, { top: 270, left: 596 }],
    ['cover', 30, { top: 300, left: 400, width: 200 }],
    ['center', 10, { top: 350, left: 450 }],
  ] as const)('puts a %s card (offset %s) where it belongs', (position, offset, expected) => {
    expect(cardPlacement(anchor, position, offset, card, viewport)).toEqual(expected);
  });

  it('uses the screen centre when the anchor is not on the page', () => {
    expect(cardPlacement(undefined, 'bottom', 8, card, viewport)).toEqual({ top: 350, left: 450 });
  });

  it('keeps a cover card between 200 and 300 px wide', () => {
    expect(cardPlacement({ ...anchor, width: 50 }, 'cover', null, card, viewport).width).toBe(200);
    expect(cardPlacement({ ...anchor, width: 900 }, 'cover', null, card, viewport).width).toBe(300);
  });

  it.each([
    [
      'above an anchor whose top is off screen',
      { top: -400, left: 400, width: 200, height: 2000 },
      'top',
      { top: 8, left: 350 },
    ],
    [
      'right of an anchor at the right edge',
      { top: 300, left: 1100, width: 100, height: 40 },
      'right',
      { top: 270, left: 892 },
    ],
    [
      'below an anchor at the bottom',
      { top: 780, left: 0, width: 100, height: 40 },
      'bottom-left',
      { top: 692, left: 8 },
    ],
  ] as const)('keeps the card on screen %s', (_case, offScreen, position, expected) => {
    expect(cardPlacement(offScreen, position, 0, card, viewport)).toEqual(expected);
  });
});

describe('layoutHelpCards', () => {
  const size = { width: 300, height: 97 };
  const boxes = (requests: readonly CardRequest[], placements: readonly CardPlacement[]): Rect[] =>
    placements.map((placement, index) => ({
      top: placement.top,
      left: placement.left,
      width: placement.width ?? requests[index]?.size.width ?? 0,
      height: requests[index]?.size.height ?? 0,
    }));
  const intersect = (a: Rect, b: Rect) =>
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height;
  const expectApartAndOnScreen = (placed: readonly Rect[], screen: { width: number; height: number }) => {
    for (const [i, a] of placed.entries()) {
      expect(a.left).toBeGreaterThanOrEqual(0);
      expect(a.top).toBeGreaterThanOrEqual(0);
      expect(a.left + a.width).toBeLessThanOrEqual(screen.width);
      expect(a.top + a.height).toBeLessThanOrEqual(screen.height);
      for (const b of placed.slice(i + 1)) expect(intersect(a, b), JSON.stringify([a, b])).toBe(false);
    }
  };

  /** Home's demo help as measured in the browser: the heading, the launcher's groups and the sidebar. */
  const homeHelp = (mainLeft: number, mainWidth: number): CardRequest[] => [
    { anchor: { top: 194, left: mainLeft + 103, width: 61, height: 31 }, position: 'right', offset: 8, size },
    {
      anchor: { top: 241, left: mainLeft + 17, width: mainWidth - 33, height: 1406 },
      position: 'top',
      offset: 8,
      size,
    },
    { anchor: { top: 56, left: 0, width: 319, height: 844 }, position: 'right', offset: 8, size },
  ];
  /** The help list above the help control, bottom right. */
  const helpList = (width: number): Rect => ({ top: 491, left: width - 304, width: 280, height: 265 });

  it('moves "Your apps" off the Home card at 1366 × 900 (the walkthrough), still above its groups', () => {
    const viewport = { width: 1366, height: 900 };
    const requests = homeHelp(319, 1047);
    const placed = layoutHelpCards(requests, viewport, [helpList(1366)]);
    // Home keeps its place; each card alone would have put 'Your apps' over it (x 693, y 136).
    expect(placed[0]).toEqual(cardPlacement(requests[0]?.anchor, 'right', 8, size, viewport));
    expect(cardPlacement(requests[1]?.anchor, 'top', 8, size, viewport)).toEqual({ top: 136, left: 693 });
    expect(placed[1]?.top).toBe(136); // still on top of the groups
    expect(placed[1]?.left).toBe((placed[0]?.left ?? 0) + 300 + CARD_GAP_PX); // just right of Home
    expectApartAndOnScreen(boxes(requests, placed), viewport);
  });

  it.each([1024, 1280, 1366, 1920])('no card covers another at %i px, nor the help list', (width) => {
    const viewport = { width, height: 900 };
    const requests = homeHelp(319, width - 319);
    const placed = boxes(requests, layoutHelpCards(requests, viewport, [helpList(width)]));
    expectApartAndOnScreen([...placed, helpList(width)], viewport);
  });

  it('leaves every card where it wants to be when none is in the way', () => {
    const viewport = { width: 1920, height: 900 };
    const requests = homeHelp(459, 1461);
    expect(layoutHelpCards(requests, viewport)).toEqual(
      requests.map((request) =>
        cardPlacement(request.anchor, request.position, request.offset, size, viewport),
      ),
    );
  });

  it('turns to the other side of the anchor when its own side is full', () => {
    const viewport = { width: 1200, height: 800 };
    const narrow = { top: 300, left: 500, width: 100, height: 40 };
    const requests: CardRequest[] = [
      { anchor: narrow, position: 'top', offset: 0, size },
      { anchor: narrow, position: 'top', offset: 0, size: { width: 300, height: 60 } },
    ];
    // Above a 100 px anchor there is room for one 300 px card only: the second slides along
    // the top as far as it still faces the anchor, finds no room, and goes below.
    const [first, second] = layoutHelpCards(requests, viewport);
    expect(first).toEqual({ top: 203, left: 400 });
    expect(second?.top).toBe(340);
    expectApartAndOnScreen(
      boxes(
        requests,
        [first, second].filter((p) => p !== undefined),
      ),
      viewport,
    );
  });

  it('slides a side card up or down along its anchor', () => {
    const viewport = { width: 1200, height: 800 };
    const tall = { top: 100, left: 0, width: 300, height: 600 };
    const requests: CardRequest[] = [
      { anchor: tall, position: 'right', offset: 8, size },
      { anchor: tall, position: 'right', offset: 8, size },
    ];
    const [first, second] = layoutHelpCards(requests, viewport);
    expect(first).toEqual({ top: 351.5, left: 308 });
    expect(second).toEqual({ top: 351.5 - 97 - CARD_GAP_PX, left: 308 }); // a tie up or down: up
  });

  it('puts a second centred card at the nearest free spot', () => {
    const viewport = { width: 1200, height: 800 };
    const requests: CardRequest[] = [
      { anchor: undefined, position: 'center', offset: null, size },
      { anchor: undefined, position: 'bottom', offset: null, size },
    ];
    const [first, second] = layoutHelpCards(requests, viewport);
    expect(first).toEqual({ top: 351.5, left: 450 });
    expect(second).toEqual({ top: 351.5 - 97 - CARD_GAP_PX, left: 450 }); // a tie up or down: up
  });

  it('keeps clear of the given boxes', () => {
    const viewport = { width: 1200, height: 800 };
    const control = { top: 300, left: 400, width: 400, height: 200 };
    const [card] = layoutHelpCards(
      [{ anchor: undefined, position: 'center', offset: null, size }],
      viewport,
      [control],
    );
    expect(card).toBeDefined();
    if (card)
      expect(
        intersect(
          boxes([{ anchor: undefined, position: 'center', offset: null, size }], [card])[0] as Rect,
          control,
        ),
      ).toBe(false);
  });

  it('keeps a card where it wants to be when the screen has no free spot left', () => {
    const viewport = { width: 400, height: 200 };
    const requests: CardRequest[] = [
      { anchor: undefined, position: 'center', offset: null, size },
      { anchor: undefined, position: 'center', offset: null, size },
    ];
    const [first, second] = layoutHelpCards(requests, viewport);
    expect(second).toEqual(first);
  });
});

describe('layoutHelpCards with a minHeight', () => {
  it('keeps a long card within the screen, its text to scroll inside it', () => {
    const viewport = { width: 1024, height: 768 };
    const [placed] = layoutHelpCards(
      [
        {
          anchor: undefined,
          position: 'center',
          offset: null,
          size: { width: 300, height: 1400 },
          minHeight: 160,
        },
      ],
      viewport,
    );
    expect(placed).toEqual({ top: 8, left: 362, height: 752 });
  });

  it('shortens a card to stay beside its anchor rather than leaving it', () => {
    const viewport = { width: 1200, height: 800 };
    const tall = { top: 100, left: 0, width: 300, height: 600 };
    // The lower half right of the anchor is taken: a 500 px card fits there only shorter.
    const taken = { top: 400, left: 300, width: 900, height: 400 };
    const request: CardRequest = {
      anchor: tall,
      position: 'right',
      offset: 8,
      size: { width: 300, height: 500 },
      minHeight: 160,
    };
    const [placed] = layoutHelpCards([request], viewport, [taken]);
    expect(placed?.left).toBe(308); // still right of its anchor
    expect(placed?.top).toBeGreaterThanOrEqual(8);
    expect((placed?.top ?? 0) + (placed?.height ?? 500)).toBeLessThanOrEqual(400 - CARD_GAP_PX);
    expect(placed?.height).toBeLessThan(500);
    expect(placed?.height).toBeGreaterThanOrEqual(160);
    // Without a minHeight it keeps its height and leaves the anchor (the tutorial card's rule).
    const [whole] = layoutHelpCards([{ ...request, minHeight: undefined }], viewport, [taken]);
    expect(whole?.height).toBeUndefined();
  });
});

describe('layoutHelpColumns', () => {
  const tablet = { width: 1024, height: 768 };
  const anchors = {
    'home-title': { top: 194, left: 319 + 103, width: 61, height: 31 },
    'launcher-groups': { top: 241, left: 319 + 17, width: 1024 - 319 - 33, height: 1406 },
    sidebar: { top: 56, left: 0, width: 319, height: 844 },
  } as const;
  const keys = ['home-title', 'launcher-groups', 'sidebar', null] as const;
  const positions = ['right', 'top', 'right', 'center'] as const;
  /** The help list above the help control, bottom right, at 1024 px. */
  const helpList: Rect = { top: 359, left: 1024 - 304, width: 280, height: 397 };
  /**
   * The walkthrough's Home (walkthrough 21, defect 3): 30 items on its 3 anchors and the screen
   * centre, some short, some long (up to 1,400 px of text at 300 px wide).
   */
  const thirty: HelpCardRequest[] = Array.from({ length: 30 }, (_, index) => {
    const key = keys[index % 4] ?? null;
    return {
      anchorKey: key,
      anchor: key === null ? undefined : anchors[key],
      position: positions[index % 4] ?? 'center',
      offset: 8,
      size: { width: index % 3 === 0 ? 300 : 240, height: [97, 180, 420, 1400][index % 4] ?? 97 },
    };
  });
  /** The column as drawn on `screen`: each card at most the screen's height less its edges. */
  const columnBox = (
    column: HelpColumn,
    cards: readonly HelpCardRequest[],
    screen: { height: number } = tablet,
  ): Rect => {
    const members = column.cards.map((index) => cards[index]).filter((card) => card !== undefined);
    const own =
      members.reduce((sum, card) => sum + Math.min(card.size.height, screen.height - 16), 0) +
      CARD_GAP_PX * (members.length - 1);
    return {
      top: column.placement.top,
      left: column.placement.left,
      width: column.placement.width ?? Math.max(...members.map((card) => card.size.width)),
      height: Math.min(own, column.maxHeight),
    };
  };
  const expectApart = (boxes: readonly Rect[], screen: { width: number; height: number }) => {
    for (const [i, a] of boxes.entries()) {
      expect(a.left, JSON.stringify(a)).toBeGreaterThanOrEqual(0);
      expect(a.top, JSON.stringify(a)).toBeGreaterThanOrEqual(0);
      expect(a.left + a.width, JSON.stringify(a)).toBeLessThanOrEqual(screen.width);
      expect(a.top + a.height, JSON.stringify(a)).toBeLessThanOrEqual(screen.height);
      for (const b of boxes.slice(i + 1))
        expect(
          a.left < b.left + b.width &&
            b.left < a.left + a.width &&
            a.top < b.top + b.height &&
            b.top < a.top + a.height,
          JSON.stringify([a, b]),
        ).toBe(false);
    }
  };

  it("puts the walkthrough's 30 cards on 4 anchors at 1024 × 768 in columns that cover nothing", () => {
    const columns = layoutHelpColumns(thirty, tablet, [helpList]);
    // One column per anchor and one in the centre, each card in one, in page order.
    expect(columns.map((column) => column.key)).toEqual([
      '@home-title',
      '@launcher-groups',
      '@sidebar',
      CENTRE_COLUMN_KEY,
    ]);
    expect(columns.flatMap((column) => column.cards).sort((a, b) => a - b)).toEqual(
      thirty.map((_, index) => index),
    );
    for (const column of columns) {
      expect(column.cards).toEqual([...column.cards].sort((a, b) => a - b));
      expect(column.maxHeight).toBeLessThanOrEqual(tablet.height - 16);
      expect(column.maxHeight).toBeGreaterThanOrEqual(HELP_COLUMN_MIN_HEIGHT_PX);
    }
    expectApart([...columns.map((column) => columnBox(column, thirty)), helpList], tablet);
  });

  it.each([
    [1024, 768],
    [1280, 800],
    [1366, 900],
  ])('covers nothing with 2 to 30 cards at %i × %i', (width, height) => {
    const screen = { width, height };
    const list = { ...helpList, left: width - 304, top: height - 409 };
    for (let count = 2; count <= 30; count += 1) {
      const cards = thirty.slice(0, count);
      const columns = layoutHelpColumns(cards, screen, [list]);
      const boxes = columns.map((column) => {
        const box = columnBox(column, cards, screen);
        return { ...box, height: Math.min(box.height, column.maxHeight) };
      });
      expectApart([...boxes, list], screen);
    }
  });

  it("places the demo's one card per anchor exactly as layoutHelpCards does", () => {
    const viewport = { width: 1366, height: 900 };
    const size = { width: 300, height: 97 };
    const demo: HelpCardRequest[] = [
      {
        anchorKey: 'home-title',
        anchor: { top: 194, left: 422, width: 61, height: 31 },
        position: 'right',
        offset: 8,
        size,
      },
      {
        anchorKey: 'launcher-groups',
        anchor: { top: 241, left: 336, width: 1014, height: 1406 },
        position: 'top',
        offset: 8,
        size,
      },
      {
        anchorKey: 'sidebar',
        anchor: { top: 56, left: 0, width: 319, height: 844 },
        position: 'right',
        offset: 8,
        size,
      },
    ];
    const list = { top: 491, left: 1062, width: 280, height: 265 };
    const columns = layoutHelpColumns(demo, viewport, [list]);
    expect(columns.map((column) => column.cards)).toEqual([[0], [1], [2]]);
    expect(columns.map((column) => column.placement)).toEqual(layoutHelpCards(demo, viewport, [list]));
  });

  it('gathers the cards without an anchor on the page into one centre column', () => {
    const size = { width: 300, height: 200 };
    const cards: HelpCardRequest[] = [
      { anchorKey: null, anchor: undefined, position: 'center', offset: null, size },
      { anchorKey: 'gone', anchor: undefined, position: 'bottom', offset: 8, size },
      { anchorKey: 'home-title', anchor: anchors['home-title'], position: 'center', offset: null, size },
    ];
    const [column, ...others] = layoutHelpColumns(cards, tablet);
    expect(others).toEqual([]);
    expect(column?.cards).toEqual([0, 1, 2]);
    // 616 px of cards in the screen's centre.
    expect(column?.placement).toEqual({ top: 76, left: 362 });
  });

  it('gives a column taller than the screen the screen, to scroll', () => {
    const size = { width: 300, height: 500 };
    const cards: HelpCardRequest[] = [0, 1, 2].map(() => ({
      anchorKey: 'sidebar',
      anchor: anchors.sidebar,
      position: 'right',
      offset: 8,
      size,
    }));
    const [column] = layoutHelpColumns(cards, tablet);
    expect(column?.placement).toEqual({ top: 8, left: 327, height: 752 });
    expect(column?.maxHeight).toBe(752);
  });
});

describe('tutorialCardPlacement', () => {
  const screen = { width: 1280, height: 720 };
  const card = { width: 300, height: 150 };
  const apart = (
    a: { top: number; left: number },
    b: { top: number; left: number; width: number; height: number },
  ) =>
    a.left + card.width <= b.left ||
    b.left + b.width <= a.left ||
    a.top + card.height <= b.top ||
    b.top + b.height <= a.top;

  it('keeps the wanted spot when it leaves the element clear', () => {
    const anchor = { top: 300, left: 100, width: 200, height: 40 };
    expect(tutorialCardPlacement(anchor, 'bottom', 8, card, screen)).toEqual(
      cardPlacement(anchor, 'bottom', 8, card, screen),
    );
  });

  it('puts a cover card on a tall element (scrolled to its top) beside it, not over it', () => {
    const launcher = { top: 0, left: 320, width: 960, height: 1800 };
    const placed = tutorialCardPlacement(launcher, 'cover', 8, card, screen);
    expect(placed.width).toBeUndefined();
    expect(apart(placed, { top: 0, left: 320, width: 960, height: 720 })).toBe(true);
    expect(placed.left).toBeGreaterThanOrEqual(8);
  });

  it('moves a card its clamp pushed over the element to another side', () => {
    // 'top' of an element at the screen's top is clamped down over it: it goes below instead.
    const anchor = { top: 20, left: 500, width: 200, height: 40 };
    const placed = tutorialCardPlacement(anchor, 'top', 8, card, screen);
    expect(apart(placed, anchor)).toBe(true);
    expect(placed.top).toBeGreaterThanOrEqual(60);
  });

  it('leaves centre cards and cards without an element where cardPlacement puts them', () => {
    expect(tutorialCardPlacement(undefined, 'cover', null, card, screen)).toEqual({ top: 285, left: 490 });
  });
});
