import { describe, expect, it } from 'vitest';
import type { HelpAgent, HelpItem, PageHelpItem, Tutorial } from '../../../contracts/help';
import { DraftCreate } from '../../../core/api/create-key';
import { draftOf, newItemDraft } from './item-editing';
import {
  type HelpItemCardState,
  keptHelpAgent,
  keptHelpItem,
  keptTutorial,
  restoredHelpItem,
  restoredTutorial,
  type TutorialEditorState,
} from './kept-page-help';
import { keptHelpAgentSchema, keptHelpItemSchema, keptTutorialSchema } from './kept-page-help-schemas';
import { startEditingTutorial, startNewTutorial } from './tutorial-editing';

/* Walkthrough 15, D4: the page-help editors' drafts kept through an expired session. */

const stored: PageHelpItem = {
  id: 7,
  anchor: 'page-title',
  enabled: true,
  title: 'Fleet',
  description: '<p>Green is ready.</p>',
  position: 'bottom',
  offset: null,
};
const card = (patch: Partial<HelpItemCardState>): HelpItemCardState => ({
  pageName: 'dashboard',
  anchor: 'page-title',
  draft: newItemDraft('page-title'),
  loaded: undefined,
  create: new DraftCreate(),
  deletedMeanwhile: false,
  ...patch,
});
const step = (title: string): HelpItem => ({
  anchor: null,
  enabled: true,
  title,
  description: '<p>d</p>',
  position: 'center',
  offset: null,
});
const tour: Tutorial = {
  id: 4,
  pageName: 'home',
  enabled: true,
  title: 'Tour',
  icon: null,
  permissionLevel: 2,
  items: [step('a'), step('b')],
};
const editor = (patch: Partial<TutorialEditorState>): TutorialEditorState => ({
  pageName: 'home',
  draft: startEditingTutorial(tour),
  loaded: tour,
  create: undefined,
  itemEdit: null,
  deletedMeanwhile: false,
  ...patch,
});
const roundTrip = <T>(schema: { parse: (value: unknown) => T }, value: unknown): T =>
  schema.parse(JSON.parse(JSON.stringify(value)));

describe('the help item card', () => {
  it('keeps nothing while the draft is as it started (new, or as loaded)', () => {
    expect(keptHelpItem(card({}))).toBeUndefined();
    expect(keptHelpItem(card({ draft: draftOf(stored), loaded: stored }))).toBeUndefined();
  });

  it('keeps an edit with what it loaded, and no create', () => {
    const kept = roundTrip(
      keptHelpItemSchema,
      keptHelpItem(card({ draft: { ...draftOf(stored), title: 'Fleet now' }, loaded: stored })),
    );
    const back = restoredHelpItem(kept);
    expect(back.draft.title).toBe('Fleet now');
    expect(back.loaded).toEqual(stored);
    expect(kept.create).toBeUndefined();
  });

  it("keeps a new item's create, so its Save goes on under the same key", () => {
    const create = new DraftCreate<HelpItem>();
    const typed = { ...newItemDraft('page-title'), title: 'Fleet', offset: '12px' };
    const back = restoredHelpItem(
      roundTrip(keptHelpItemSchema, keptHelpItem(card({ draft: typed, create }))),
    );
    expect(back.draft).toEqual(typed);
    expect(back.create.key).toBe(create.key);
    expect(back.deletedMeanwhile).toBe(false);
  });

  it('keeps a draft whose item was deleted meanwhile, as such', () => {
    const kept = keptHelpItem(card({ draft: draftOf(stored), deletedMeanwhile: true }));
    expect(restoredHelpItem(roundTrip(keptHelpItemSchema, kept)).deletedMeanwhile).toBe(true);
  });
});

describe('the tutorial editor', () => {
  it('keeps nothing without a draft, or with one as it started', () => {
    expect(keptTutorial(editor({ draft: null }))).toBeUndefined();
    expect(keptTutorial(editor({}))).toBeUndefined();
    expect(
      keptTutorial(editor({ draft: startNewTutorial('home'), loaded: undefined, create: new DraftCreate() })),
    ).toBeUndefined();
    // An item opened on the edit tab, unchanged, is no change either.
    expect(keptTutorial(editor({ itemEdit: { slot: 1, draft: draftOf(step('b')) } }))).toBeUndefined();
  });

  it('keeps a changed draft with what it loaded, and comes back on its items tab', () => {
    const draft = { ...startEditingTutorial(tour), title: 'Tour, longer', items: [step('b'), step('a')] };
    const back = restoredTutorial(roundTrip(keptTutorialSchema, keptTutorial(editor({ draft }))));
    expect(back.draft).toEqual(draft);
    expect(back.loaded).toEqual(tour);
    expect(back.create).toBeUndefined();
    expect(back.itemEdit).toBeNull();
  });

  it('keeps an item typed on the edit tab, not yet in the draft, and comes back on it', () => {
    const itemEdit = { slot: 'new' as const, draft: { ...newItemDraft(), title: 'Step c' } };
    const create = new DraftCreate<Tutorial>();
    const back = restoredTutorial(
      roundTrip(
        keptTutorialSchema,
        keptTutorial(editor({ draft: startNewTutorial('home'), loaded: undefined, create, itemEdit })),
      ),
    );
    expect(back.itemEdit).toEqual(itemEdit);
    expect(back.create?.key).toBe(create.key);
  });
});

describe('the agent panel', () => {
  const agent: HelpAgent = {
    id: 1,
    agentName: 'Portal Assistant',
    tokenEndpointURL: 'builtin:help-topics',
    pageName: 'home',
  };

  it('keeps what differs from the agent the form loaded (or from none), with that agent', () => {
    expect(
      keptHelpAgent('home', agent, {
        agentName: 'Portal Assistant',
        tokenEndpointURL: 'builtin:help-topics',
      }),
    ).toBeUndefined();
    expect(keptHelpAgent('home', null, { agentName: '', tokenEndpointURL: '' })).toBeUndefined();
    const kept = keptHelpAgent('home', agent, {
      agentName: 'Night',
      tokenEndpointURL: 'builtin:help-topics',
    });
    expect(roundTrip(keptHelpAgentSchema, kept)).toEqual({
      pageName: 'home',
      agentName: 'Night',
      tokenEndpointURL: 'builtin:help-topics',
      loaded: agent,
    });
  });
});
