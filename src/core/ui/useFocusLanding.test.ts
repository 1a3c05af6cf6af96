// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusIn, landFocusWhenShown, landLostFocus } from './useFocusLanding';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('landLostFocus', () => {
  it('puts a lost focus on the landing once it is enabled, not a focus the user has put elsewhere', async () => {
    document.body.innerHTML = `<section><button id="edit" data-focus-landing disabled>Edit</button></section>
      <button id="elsewhere">Elsewhere</button>`;
    const section = document.querySelector('section');
    const edit = document.getElementById('edit') as HTMLButtonElement;
    landLostFocus(section);
    expect(document.activeElement).toBe(document.body); // Edit waits for the save
    edit.disabled = false;
    await Promise.resolve(); // the observer's callback
    expect(document.activeElement).toBe(edit);

    edit.disabled = true;
    (document.getElementById('elsewhere') as HTMLButtonElement).focus();
    landLostFocus(section);
    edit.disabled = false;
    await Promise.resolve();
    expect(document.activeElement?.id).toBe('elsewhere');
  });
});

describe('landLostFocus, elseBox', () => {
  it('puts a lost focus on the box itself when it has no landing, and on the landing when it has one', () => {
    document.body.innerHTML = `<section tabindex="-1"><button id="hint" tabindex="-1">Offline</button></section>`;
    const section = document.querySelector('section') as HTMLElement;
    landLostFocus(section, true);
    expect(document.activeElement).toBe(section);
    (document.activeElement as HTMLElement).blur();
    document.getElementById('hint')?.setAttribute('data-focus-landing', '');
    landLostFocus(section, true);
    expect(document.activeElement?.id).toBe('hint');
  });
});

describe('landFocusWhenShown', () => {
  it('waits while the focus is in a closing dialog, lands once it is lost and the landing shows, then stops', async () => {
    document.body.innerHTML = `<section><button id="activate" disabled>Activate</button></section>
      <div role="dialog"><button id="confirm">Abandon</button></div>`;
    const section = document.querySelector('section') as HTMLElement;
    const byId = (id: string) => document.getElementById(id) as HTMLButtonElement;
    byId('confirm').focus();
    landFocusWhenShown(section, 'data-lands');
    // The landing shows while the dialog is still there: its focus is left alone.
    byId('activate').disabled = false;
    byId('activate').setAttribute('data-lands', '');
    await Promise.resolve(); // the observer's callback
    expect(document.activeElement?.id).toBe('confirm');
    // The dialog goes, with the focus.
    document.querySelector('[role="dialog"]')?.remove();
    await Promise.resolve();
    expect(document.activeElement?.id).toBe('activate');
    // Landed: a later loss is not its to move.
    byId('activate').blur();
    section.append(Object.assign(document.createElement('button'), { textContent: 'More' }));
    await Promise.resolve();
    expect(document.activeElement).toBe(document.body);
  });

  it('lands a focus the control that started it still held, once that control goes', async () => {
    document.body.innerHTML = `<section><button id="deactivate">Deactivate</button></section>`;
    const section = document.querySelector('section') as HTMLElement;
    const byId = (id: string) => document.getElementById(id) as HTMLButtonElement;
    byId('deactivate').focus();
    landFocusWhenShown(section, 'data-lands');
    // The re-read shows the new status: Deactivate goes, Activate comes as the landing.
    byId('deactivate').remove();
    section.append(
      Object.assign(document.createElement('button'), { id: 'activate', textContent: 'Activate' }),
    );
    byId('activate').setAttribute('data-lands', '');
    await Promise.resolve(); // the observer's callback
    expect(document.activeElement?.id).toBe('activate');
  });

  it('moves nothing once the user has put the focus in the box', async () => {
    document.body.innerHTML = `<section><button id="row">3.5.0</button><button id="activate" disabled>Activate</button></section>`;
    const section = document.querySelector('section') as HTMLElement;
    const byId = (id: string) => document.getElementById(id) as HTMLButtonElement;
    landFocusWhenShown(section, 'data-lands');
    byId('row').focus();
    byId('row').blur();
    byId('activate').disabled = false;
    byId('activate').setAttribute('data-lands', '');
    await Promise.resolve();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('keepFocusIn', () => {
  it('moves the focus of a peer that went to the next peer, else the previous, else the box', async () => {
    document.body.innerHTML = `<div id="box" tabindex="-1"><button id="a" data-focus-peer>A</button>
      <button id="b" data-focus-peer>B</button><button id="c" data-focus-peer>C</button></div>`;
    const box = document.getElementById('box') as HTMLElement;
    const byId = (id: string) => document.getElementById(id) as HTMLButtonElement;
    const stop = keepFocusIn(box);
    byId('a').focus();
    byId('a').remove();
    await Promise.resolve(); // the observer's callback
    expect(document.activeElement?.id).toBe('b');
    byId('c').focus();
    byId('c').disabled = true;
    await Promise.resolve();
    expect(document.activeElement?.id).toBe('b');
    byId('b').remove();
    await Promise.resolve();
    expect(document.activeElement).toBe(box);
    stop();
  });

  it('forgets a peer the user moved the focus away from: a later change in the box moves nothing (walkthrough 28, D1)', async () => {
    document.body.innerHTML = `<nav id="box"><button id="a" data-focus-peer>A</button>
      <button id="b" data-focus-peer>B</button></nav><section><button id="cancel">Cancel</button></section>`;
    const box = document.getElementById('box') as HTMLElement;
    const byId = (id: string) => document.getElementById(id) as HTMLButtonElement;
    const stop = keepFocusIn(box);
    byId('a').focus();
    // The user goes on to Cancel, which goes with what it ends; the list in the box is drawn again.
    byId('cancel').focus();
    byId('cancel').remove();
    box.append(document.createElement('span'));
    await Promise.resolve(); // the observer's callback
    expect(document.activeElement).toBe(document.body);
    stop();
  });
});
