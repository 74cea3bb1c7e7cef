/** Proves /e-warrant shows the spec's thirteen columns, in order, and the empty table's text. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { EWarrantPage } from './e-warrant-page.tsx';

describe('EWarrantPage', () => {
  beforeEach(() => void fakeServer());
  afterEach(() => vi.unstubAllGlobals());

  it("has the spec's columns and says there is no data yet", () => {
    renderAt(<EWarrantPage />);
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'HIN',
      'Account',
      'Hub',
      'Product',
      'Available for EVW',
      'EVW in Progress',
      'Requester',
      'Created',
      'Certified',
      'Cancelled',
      'Serial Number',
      'Hallmark',
      'Warrant Number',
    ]);
    expect(within(table).getByText('No data available in table')).toBeInTheDocument();
    expect(screen.getByText('This feature will available soon.')).toBeInTheDocument();
  });
});
