import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/utils/render';
import { ShareButton } from './ShareButton';

const original = { share: navigator.share, clipboard: navigator.clipboard };

function stub(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  stub('share', original.share);
  stub('clipboard', original.clipboard);
});

describe('ShareButton', () => {
  it('opens the system share sheet where the browser has one', async () => {
    const user = userEvent.setup();
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    stub('share', share);
    stub('clipboard', { writeText });
    await renderWithProviders(<ShareButton title="Acme" text="Builders" url="http://dalil.test/partners/7" />);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Acme', text: 'Builders', url: 'http://dalil.test/partners/7' });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('otherwise copies the link and says so', async () => {
    const user = userEvent.setup(); // before the stubs: setup() puts its own clipboard in place
    const writeText = jest.fn().mockResolvedValue(undefined);
    stub('share', undefined);
    stub('clipboard', { writeText });
    await renderWithProviders(<ShareButton title="Acme" url="http://dalil.test/partners/7" />);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith('http://dalil.test/partners/7');
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it('says so when the link cannot be copied', async () => {
    const user = userEvent.setup();
    stub('share', undefined);
    stub('clipboard', { writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    await renderWithProviders(<ShareButton title="Acme" />, { language: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'شارك' }));
    expect(await screen.findByRole('status')).toHaveTextContent('تعذّر نسخ الرابط');
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn();
    stub('share', jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError')));
    stub('clipboard', { writeText });
    await renderWithProviders(<ShareButton title="Acme" />);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
