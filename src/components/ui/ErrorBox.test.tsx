import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/utils/render';
import { ErrorBox } from './ErrorBox';

describe('ErrorBox (docs/product.md §8 generic error box)', () => {
  it("is an alert titled 'Something went wrong' with the error's message", async () => {
    await renderWithProviders(<ErrorBox message="Request failed with status code 500" onRetry={() => {}} />);
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
    await renderWithProviders(<ErrorBox message="Network Error" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('Retry puts the keyboard at the start of its section, which stays while the box gives way to skeletons', async () => {
    const onRetry = jest.fn();
    await renderWithProviders(
      <main>
        <section aria-label="Latest offers">
          <ErrorBox message="Network Error" onRetry={onRetry} />
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
        <ErrorBox message="Network Error" onRetry={() => {}} />
      </main>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('has no Retry button without onRetry', async () => {
    await renderWithProviders(<ErrorBox message="Network Error" />);
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

  it.each([
    ['Network Error', 'تعذّر الاتصال بالخادم. تحقّق من اتصالك بالإنترنت.'],
    ['Request failed with status code 500', 'فشل الطلب (رمز الحالة ٥٠٠).'],
    ['timeout of 30000ms exceeded', 'انتهت مهلة الطلب بعد ٣٠٬٠٠٠ ملّي ثانية.'],
    ['Too many requests. Please try again in 1 minute.', 'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقة واحدة.'],
    ['Too many requests. Please try again in 5 minutes.', 'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ٥ دقائق.'],
    ['An unexpected error occurred', 'حدث خطأ غير متوقع'],
  ])("says the app's own English wording %p in Arabic", async (english, arabic) => {
    await renderWithProviders(<ErrorBox message={english} onRetry={() => {}} />, { language: 'ar' });
    expect(screen.getByRole('alert')).toHaveTextContent(arabic);
    expect(screen.getByRole('alert')).not.toHaveTextContent(english);
  });

  it("keeps the app's own wording in English, and a server's own message as it came", async () => {
    const { rerender } = await renderWithProviders(<ErrorBox message="timeout of 30000ms exceeded" />);
    expect(screen.getByRole('alert')).toHaveTextContent('timeout of 30000ms exceeded');
    rerender(<ErrorBox message="Too many requests. Please try again in 2 minutes." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please try again in 2 minutes.');
    rerender(<ErrorBox message="Ads are resting" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ads are resting');
  });
});
