// docs/product.md §8: a list whose call fails on the network or for CORS says its own
// server-configuration sentence ("Unable to load <things> due to server configuration…"), in the
// page's language, never the browser's "Network Error". One test per list, written once here.
import { screen, within } from '@testing-library/react';
import type { Language } from '@/lib/i18n';
import { renderRoute } from './render';

/**
 * Declares the test, once per language: `failOnNetwork` makes the list's call fail as a network
 * error does (msw's HttpResponse.error()), then the list at `url` must say `sentences[language]`.
 */
export function itSaysTheNetworkSentence(url: string, sentences: Record<Language, string>, failOnNetwork: () => void) {
  it.each(Object.entries(sentences) as [Language, string][])(
    "a network or CORS failure says the list's server-configuration sentence (%s), as every list does",
    async (language, sentence) => {
      failOnNetwork();
      await renderRoute(url, { language });
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(sentence)).toBeInTheDocument();
      expect(within(alert).queryByText('Network Error')).not.toBeInTheDocument();
    },
  );
}
