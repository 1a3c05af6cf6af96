// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { landLostFocus } from './useFocusLanding';

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
