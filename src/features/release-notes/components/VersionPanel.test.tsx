// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VersionPanel } from './VersionPanel';

afterEach(cleanup);

const renderPanel = (suggestion: string | undefined) =>
  render(
    <MantineProvider env="test">
      <VersionPanel
        opened
        suggestion={suggestion}
        others={[]}
        versionId={9}
        saving={false}
        onSave={vi.fn()}
        onCancel={vi.fn()}
      />
    </MantineProvider>,
  );

const field = () => screen.getByRole('textbox', { name: 'Version' });
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('VersionPanel', () => {
  it('says a version is needed once the field is emptied, with the field invalid (walkthrough 31, O6)', () => {
    renderPanel('3.5.0');
    expect(field().getAttribute('aria-invalid')).not.toBe('true');
    expect(save().disabled).toBe(false);

    fireEvent.change(field(), { target: { value: '  ' } });
    expect(screen.getByText('Enter a version, like 3.2.0.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(save().disabled).toBe(true);

    fireEvent.change(field(), { target: { value: '3.6.0' } });
    expect(screen.queryByText('Enter a version, like 3.2.0.')).toBeNull();
    expect(save().disabled).toBe(false);
  });

  it('opened blank, says nothing until the field is left', () => {
    renderPanel(undefined);
    expect(screen.queryByText('Enter a version, like 3.2.0.')).toBeNull();
    expect(save().disabled).toBe(true);
    fireEvent.blur(field());
    expect(screen.getByText('Enter a version, like 3.2.0.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });
});
