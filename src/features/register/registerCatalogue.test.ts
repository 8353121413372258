import arabicPages from '@/locales/ar/pages.json';
import arabicRegister from '@/locales/ar/register.json';
import englishPages from '@/locales/en/pages.json';
import englishRegister from '@/locales/en/register.json';
import { makeTestI18n } from '@tests/utils/render';

// (Every Arabic text's digits are Arabic-Indic: tests/unit/catalogue.test.ts.)
describe('the Arabic join-form texts', () => {
  it('say one reply time, 2–3 business days, wherever joining is described, as the English texts do', () => {
    // The about page once said 1-2 days and the review step "يوم أو يومَي عمل" beside 2–3 everywhere else.
    const arabic = [arabicRegister.approvalNote, arabicRegister.success.body, arabicRegister.success.steps.review.body, arabicPages.about.businessBody, arabicPages.contact.joinBody];
    const english = [englishRegister.approvalNote, englishRegister.success.body, englishRegister.success.steps.review.body, englishPages.about.businessBody, englishPages.contact.joinBody];
    for (const text of arabic) expect(text).toContain('خلال ٢–٣ أيام عمل');
    for (const text of english) expect(text).toContain('within 2–3 business days');
  });

  it("say how long to wait in the number's own Arabic form: one minute, two minutes, five minutes", async () => {
    const i18n = await makeTestI18n('ar');
    const wait = (minutes: number) => i18n.translate('register', 'failure.rateLimitedIn', { count: minutes, n: minutes });
    expect(wait(1)).toContain('بعد دقيقة واحدة.');
    expect(wait(2)).toContain('بعد دقيقتين.');
    expect(wait(5)).toContain('بعد ٥ دقائق.');
  });
});
