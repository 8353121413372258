// A failure the visitor may mend by asking again: the alert, its words, and a Retry that brings
// the screen. Written once for the lists and the record screens that test it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * A list's error (its alert says `says`, e.g. the server's own message); once `recover` has run,
 * Retry asks again and `shows` appears.
 */
export async function retryListError({ says, recover, shows }: { says: string[]; recover?: () => void; shows: string }) {
  const alert = await screen.findByRole('alert');
  for (const text of says) expect(within(alert).getByText(text)).toBeInTheDocument();
  recover?.();
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(shows)).toBeInTheDocument();
}

/**
 * A record screen's failure that asking again may mend (docs/product.md §8): '<Record> not found'
 * (`title`) that says it could not be loaded, its way out (`wayOut`); once `recover` has run, Retry
 * asks again and the record's h1 (`shows`) appears.
 */
export async function retryRecordFailure({ title, wayOut, recover, shows }: { title: string; wayOut: { name: string; href: string }; recover: () => void; shows: string }) {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: title })).toBeInTheDocument();
  expect(within(alert).getByText('It could not be loaded just now. Check your connection and try again.')).toBeInTheDocument();
  expect(within(alert).getByRole('link', { name: wayOut.name })).toHaveAttribute('href', wayOut.href);
  recover();
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: shows })).toBeInTheDocument();
}
