import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/utils/render';
import { ErrorBox } from './ErrorBox';

const NETWORK = { kind: 'network', status: 0, code: 'network_error' };

describe('ErrorBox (docs/product.md §8 generic error box)', () => {
  it("is an alert titled 'Something went wrong' with the error's message", async () => {
    await renderWithProviders(<ErrorBox error={{ kind: 'status', status: 500, code: 'http_500' }} onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Request failed with status code 500');
  });

  it("falls back to 'An unexpected error occurred' without a message", async () => {
    const { rerender } = await renderWithProviders(<ErrorBox />);
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
    rerender(<ErrorBox message="   " />);
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });

  it('calls onRetry when Retry is pressed', async () => {
    const onRetry = jest.fn();
    await renderWithProviders(<ErrorBox error={NETWORK} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('Retry puts the keyboard at the start of its section, which stays while the box gives way to skeletons', async () => {
    const onRetry = jest.fn();
    await renderWithProviders(
      <main>
        <section aria-label="Latest offers">
          <ErrorBox error={NETWORK} onRetry={onRetry} />
        </section>
      </main>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('region', { name: 'Latest offers' })).toHaveFocus();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('without a section around it, Retry puts the keyboard on the main content', async () => {
    await renderWithProviders(
      <main id="main" tabIndex={-1}>
        <ErrorBox error={NETWORK} onRetry={() => {}} />
      </main>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('has no Retry button without onRetry', async () => {
    await renderWithProviders(<ErrorBox error={NETWORK} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('takes its own title, retry text and extra action', async () => {
    await renderWithProviders(
      <ErrorBox title="Partner not found" retryLabel="Back to partners" onRetry={() => {}} action={<a href="/">Home</a>} />,
    );
    expect(screen.getByRole('heading', { name: 'Partner not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to partners' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('renders API text as text, never HTML', async () => {
    await renderWithProviders(<ErrorBox message={'<img src=x onerror=alert(1)>'} />);
    expect(screen.getByRole('alert')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(screen.getByRole('alert').querySelector('img')).toBeNull();
  });

  it('speaks Arabic', async () => {
    await renderWithProviders(<ErrorBox onRetry={() => {}} />, { language: 'ar' });
    expect(screen.getByRole('heading', { name: 'حدث خطأ ما' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أعد المحاولة' })).toBeInTheDocument();
  });

  // One value per kind the API layer gives (src/api/errors.ts), and the words each says.
  it.each([
    ['network', NETWORK, 'Network Error', 'تعذّر الاتصال بالخادم. تحقّق من اتصالك بالإنترنت.'],
    ['status', { kind: 'status', status: 500, code: 'http_500' }, 'Request failed with status code 500', 'فشل الطلب (رمز الحالة ٥٠٠).'],
    ['timeout', { kind: 'timeout', status: 0, code: 'timeout', timeoutMs: 30000 }, 'timeout of 30000ms exceeded', 'انتهت مهلة الطلب بعد ٣٠٬٠٠٠ ملّي ثانية.'],
    ['rateLimited, 60 s', { kind: 'rateLimited', status: 429, code: 'rate_limited', retryAfterSeconds: 60 }, 'Too many requests. Please try again in 1 minute.', 'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقة واحدة.'],
    ['rateLimited, 270 s', { kind: 'rateLimited', status: 429, code: 'rate_limited', retryAfterSeconds: 270 }, 'Too many requests. Please try again in 5 minutes.', 'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ٥ دقائق.'],
    ['unexpected', { kind: 'unexpected', status: 200, code: 'bad_response' }, 'An unexpected error occurred', 'حدث خطأ غير متوقع'],
  ])('says a %s failure in English and in Arabic', async (_kind, error, english, arabic) => {
    const { unmount } = await renderWithProviders(<ErrorBox error={error} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(english);
    unmount();
    await renderWithProviders(<ErrorBox error={error} onRetry={() => {}} />, { language: 'ar' });
    expect(screen.getByRole('alert')).toHaveTextContent(arabic);
    expect(screen.getByRole('alert')).not.toHaveTextContent(english);
  });

  it.each(['en', 'ar'] as const)("shows a server's own message as it came (%s), and any other error's message", async (language) => {
    const { rerender } = await renderWithProviders(
      <ErrorBox error={{ kind: 'status', status: 503, code: 'http_503', serverMessage: 'Ads are resting' }} />,
      { language },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Ads are resting');
    rerender(<ErrorBox error={{ name: 'Error', message: 'Aborted' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Aborted');
  });

  it("says a list's own sentence for a network or CORS failure, and nothing else's", async () => {
    const sentence = 'Unable to load offers due to server configuration. Please try again later.';
    const { rerender } = await renderWithProviders(<ErrorBox error={NETWORK} networkMessage={sentence} />);
    expect(screen.getByRole('alert')).toHaveTextContent(sentence);
    rerender(<ErrorBox error={{ kind: 'status', status: 502, code: 'http_502', serverMessage: 'CORS origin denied' }} networkMessage={sentence} />);
    expect(screen.getByRole('alert')).toHaveTextContent(sentence);
    rerender(<ErrorBox error={{ kind: 'status', status: 502, code: 'http_502' }} networkMessage={sentence} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Request failed with status code 502');
  });

  it("says the screen's own words instead of the error's", async () => {
    await renderWithProviders(<ErrorBox error={NETWORK} message="The page could not be shown." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The page could not be shown.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Network Error');
  });
});
