import arabicRegister from '@/locales/ar/register.json';

// (Every Arabic text's digits are Arabic-Indic: tests/unit/catalogue.test.ts.)
describe('the Arabic join-form texts', () => {
  it('say the same contact and review times as the English texts', () => {
    expect(arabicRegister.approvalNote).toContain('خلال ٢–٣ أيام عمل');
    expect(arabicRegister.success.body).toContain('خلال ٢–٣ أيام عمل');
    expect(arabicRegister.success.steps.review.body).toBe('نراجع طلبك خلال يوم أو يومَي عمل.');
  });
});
