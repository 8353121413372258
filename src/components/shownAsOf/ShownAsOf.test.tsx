import { act, screen } from '@testing-library/react';
import { noteAnswer } from '@/lib/shownAsOf';
import { renderWithProviders } from '@tests/utils/render';
import { ShownAsOf } from '.';

afterEach(() => act(() => noteAnswer(null)));

describe('ShownAsOf', () => {
  it('says quietly when the data was stored, and empties once fresh data arrives', async () => {
    await renderWithProviders(<ShownAsOf onOnline={jest.fn()} timeZone="Asia/Muscat" />);
    const line = screen.getByRole('status');
    expect(line).toBeEmptyDOMElement();
    act(() => noteAnswer('2026-11-26T10:05:00.000Z'));
    expect(line).toHaveTextContent('Shown as of 14:05, 26 Nov');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => noteAnswer(null));
    expect(line).toBeEmptyDOMElement();
  });

  it('says it in Arabic on an Arabic page', async () => {
    act(() => noteAnswer('2026-11-26T10:05:00.000Z'));
    await renderWithProviders(<ShownAsOf onOnline={jest.fn()} timeZone="Asia/Muscat" />, { language: 'ar' });
    expect(screen.getByRole('status')).toHaveTextContent('آخر تحديث: ١٤:٠٥، ٢٦ نوفمبر');
  });

  it('asks the screen’s calls again when the network is back, only while cached data is shown', async () => {
    const onOnline = jest.fn();
    await renderWithProviders(<ShownAsOf onOnline={onOnline} />);
    window.dispatchEvent(new Event('online'));
    expect(onOnline).not.toHaveBeenCalled();
    act(() => noteAnswer('2026-11-26T10:05:00.000Z'));
    window.dispatchEvent(new Event('online'));
    expect(onOnline).toHaveBeenCalledTimes(1);
    act(() => noteAnswer(null));
    window.dispatchEvent(new Event('online'));
    expect(onOnline).toHaveBeenCalledTimes(1);
  });
});
