import { describe, expect, test } from 'vitest';
import { isEditableElement, isSearchStartKey, pageSearchKey, shouldOpenSearch } from './search-trigger';

describe('shouldOpenSearch', () => {
  test.each([
    ['', false],
    ['l', false],
    ['  l  ', false],
    ['la', true],
    [' la ', true],
    ['labor', true],
  ])('opens for %j: %s', (text, expected) => {
    expect(shouldOpenSearch(text)).toBe(expected);
  });
});

describe('isSearchStartKey', () => {
  const plain = { ctrlKey: false, metaKey: false, altKey: false, targetIsEditable: false };
  test.each([
    ['a letter', { ...plain, key: 'a' }, true],
    ['an upper-case letter', { ...plain, key: 'L' }, true],
    ['a digit', { ...plain, key: '7' }, true],
    ['a non-Latin letter', { ...plain, key: 'é' }, true],
    ['a space', { ...plain, key: ' ' }, false],
    ['punctuation', { ...plain, key: '/' }, false],
    ['a named key', { ...plain, key: 'Enter' }, false],
    ['an arrow key', { ...plain, key: 'ArrowDown' }, false],
    ['a letter with Ctrl', { ...plain, key: 'c', ctrlKey: true }, false],
    ['a letter with Meta', { ...plain, key: 'k', metaKey: true }, false],
    ['a letter with Alt', { ...plain, key: 'a', altKey: true }, false],
    ['a letter typed in a field', { ...plain, key: 'a', targetIsEditable: true }, false],
  ])('says %s starts a search: %s', (_, event, expected) => {
    expect(isSearchStartKey(event)).toBe(expected);
  });
});

describe('pageSearchKey', () => {
  const plain = { ctrlKey: false, metaKey: false, altKey: false, targetIsEditable: false };
  test.each([
    ['a letter starts a search with it', { ...plain, key: 'k' }, { kind: 'start', key: 'k' }],
    ['Backspace clears the search', { ...plain, key: 'Backspace' }, { kind: 'clear' }],
    ["Backspace in a field is the field's own", { ...plain, key: 'Backspace', targetIsEditable: true }, null],
    ['Backspace with Alt is left alone', { ...plain, key: 'Backspace', altKey: true }, null],
    ['Backspace with Ctrl is left alone', { ...plain, key: 'Backspace', ctrlKey: true }, null],
    ['Delete is left alone', { ...plain, key: 'Delete' }, null],
    ['Enter is left alone', { ...plain, key: 'Enter' }, null],
  ])('%s', (_, event, expected) => {
    expect(pageSearchKey(event)).toEqual(expected);
  });
});

describe('isEditableElement', () => {
  test.each([
    [{ tagName: 'INPUT' }, true],
    [{ tagName: 'textarea' }, true],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'DIV', isContentEditable: false }, false],
    [{ tagName: 'BUTTON' }, false],
    [null, false],
  ])('says %j is editable: %s', (element, expected) => {
    expect(isEditableElement(element)).toBe(expected);
  });
});
