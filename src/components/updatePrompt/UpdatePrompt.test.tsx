import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/utils/render';
import { SHOWING_CLASS, UpdatePrompt } from './UpdatePrompt';

describe('UpdatePrompt', () => {
  it('says a new version is available, politely, and Reload hands over once', async () => {
    const user = userEvent.setup();
    const onReload = jest.fn();
    await renderWithProviders(<UpdatePrompt onReload={onReload} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Dalil is available.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const reload = screen.getByRole('button', { name: 'Reload' });
    await user.click(reload);
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(reload).toBeDisabled();
    await user.click(reload);
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('Not now puts it away and leaves this version running', async () => {
    const user = userEvent.setup();
    const onReload = jest.fn();
    await renderWithProviders(<UpdatePrompt onReload={onReload} />);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onReload).not.toHaveBeenCalled();
  });

  it('makes room at the page’s end while it shows: the root element carries its class until Not now', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderWithProviders(<UpdatePrompt onReload={() => undefined} />);
    expect(document.documentElement).toHaveClass(SHOWING_CLASS);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(document.documentElement).not.toHaveClass(SHOWING_CLASS);
    unmount();
    expect(document.documentElement).not.toHaveClass(SHOWING_CLASS);
  });

  it('speaks Arabic on an Arabic page', async () => {
    await renderWithProviders(<UpdatePrompt onReload={() => undefined} />, { language: 'ar' });
    expect(screen.getByRole('status')).toHaveTextContent('يتوفّر إصدار جديد من دليل.');
    expect(screen.getByRole('button', { name: 'أعد التحميل' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ليس الآن' })).toBeInTheDocument();
  });
});
