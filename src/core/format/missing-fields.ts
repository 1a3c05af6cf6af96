/*
 * Why Save is off while required fields are empty. The red asterisks alone did not say it: a
 * comment or title of spaces looked filled, and Save stayed grey without a word (walkthrough 39,
 * D1). The editors name the fields still empty beside Save, which points to the words.
 */

const fieldList = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** 'Fill in Title and Description to save.', or undefined when nothing required is empty. */
export function missingFieldsHint(missing: readonly string[]): string | undefined {
  return missing.length === 0 ? undefined : `Fill in ${fieldList.format(missing)} to save.`;
}
