import arabicRegister from '@/locales/ar/register.json';
import { makeTestI18n } from '@tests/utils/render';

// (Every Arabic text's digits are Arabic-Indic: tests/unit/catalogue.test.ts.)
describe('the Arabic join-form texts', () => {
  it('say the same contact and review times as the English texts', () => {
    expect(arabicRegister.approvalNote).toContain('خلال ٢–٣ أيام عمل');
    expect(arabicRegister.success.body).toContain('خلال ٢–٣ أيام عمل');
    expect(arabicRegister.success.steps.review.body).toBe('نراجع طلبك خلال يوم أو يومَي عمل.');
  });

  it("say how long to wait in the number's own Arabic form: one minute, two minutes, five minutes", async () => {
    const i18n = await makeTestI18n('ar');
    const wait = (minutes: number) => i18n.translate('register', 'failure.rateLimitedIn', { count: minutes, n: minutes });
    expect(wait(1)).toContain('بعد دقيقة واحدة.');
    expect(wait(2)).toContain('بعد دقيقتين.');
    expect(wait(5)).toContain('بعد ٥ دقائق.');
  });
});
