import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSavedStoreForTests, SAVED_STORAGE_KEY } from './savedPlaces';
import { renderWithProviders } from '@tests/utils/render';
import { SaveButton } from './SaveButton';

const stored = () => JSON.parse(window.localStorage.getItem(SAVED_STORAGE_KEY) ?? 'null');

beforeEach(() => resetSavedStoreForTests());

describe('SaveButton', () => {
  it('saves with one tap and unsaves with the next, keeping the name in both languages', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SaveButton kind="partner" id={7} names={{ name: 'أكمي', en_name: 'Acme' }} />);
    const heart = await screen.findByRole('button', { name: 'Save Acme', pressed: false });
    await user.click(heart);
    expect(screen.getByRole('button', { name: 'Save Acme', pressed: true })).toBe(heart);
    expect(stored()).toMatchObject({ version: 1, items: [{ kind: 'partner', id: 7, names: { ar: 'أكمي', en: 'Acme' } }] });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(stored().items).toEqual([]);
  });

  it('shows what is already saved, and every heart for the same item agrees', async () => {
    window.localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify({ version: 1, items: [{ kind: 'offer', id: 3, names: { ar: 'عرض' } }] }));
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <SaveButton kind="offer" id={3} names={{ name: 'عرض' }} />
        <SaveButton kind="offer" id={3} names={{ name: 'عرض' }} variant="labelled" />
        <SaveButton kind="product" id={3} names={{ name: 'منتج' }} />
      </>,
    );
    const card = await screen.findByRole('button', { name: 'Save عرض', pressed: true });
    // The labelled one's name starts with the word it shows.
    const main = screen.getByRole('button', { name: 'Saved عرض', pressed: true });
    expect(main).toHaveTextContent('Saved');
    expect(screen.getByRole('button', { name: 'Save منتج', pressed: false })).toBeInTheDocument();
    await user.click(card);
    expect(main).toHaveAttribute('aria-pressed', 'false');
    expect(main).toHaveAccessibleName('Save عرض');
  });

  it('still works for the visit when storage is full', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    await renderWithProviders(<SaveButton kind="offer" id={1} names={{ name: 'عرض', en_name: 'Deal' }} />);
    await user.click(await screen.findByRole('button', { name: 'Save Deal' }));
    expect(screen.getByRole('button', { name: 'Save Deal' })).toHaveAttribute('aria-pressed', 'true');
    setItem.mockRestore();
  });

  it('is named in Arabic', async () => {
    await renderWithProviders(<SaveButton kind="partner" id={7} names={{ name: 'أكمي', en_name: 'Acme' }} variant="labelled" />, { language: 'ar' });
    expect(await screen.findByRole('button', { name: 'احفظ أكمي', pressed: false })).toHaveTextContent('احفظ');
  });
});
