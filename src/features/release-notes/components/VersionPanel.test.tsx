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

describe('VersionPanel, a refused Save', () => {
  it("says the server's reason as an alert by Save and keeps the text typed", () => {
    const { rerender } = renderPanel('3.5.0');
    fireEvent.change(field(), { target: { value: '3.6.0' } });
    expect(screen.queryByRole('alert')).toBeNull();
    const reason = 'The version was not changed. A version in status Submit cannot become Submit.';
    rerender(
      <MantineProvider env="test">
        <VersionPanel
          opened
          suggestion="3.5.0"
          others={[]}
          versionId={9}
          saving={false}
          failure={reason}
          onSave={vi.fn()}
          onCancel={vi.fn()}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(reason);
    expect((field() as HTMLInputElement).value).toBe('3.6.0');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
