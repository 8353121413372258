import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { apiUrl, breaksContractOnPurpose, envelope, errorBody, http, HttpResponse, server } from '@tests/utils/msw';
import { renderRoute } from '@tests/utils/render';
import { RegisterPage } from './RegisterPage';
import { DRAFT_STORAGE_KEY } from './registrationDraft';

const REGISTER = apiUrl('/providers/register_company/');

/** The contract's per-field failure: a code per field and the same in English (which the form never shows). */
function fieldErrors(status: 400 | 422, codes: Record<string, string>, fields: Record<string, string>) {
  return HttpResponse.json({ error: { code: 'validation_failed', message: 'Please correct the highlighted fields.', fields, codes } }, { status });
}

interface Call {
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

/** Answers the register call with `respond` (in turn, the last one repeats) and records every request. */
function handleRegister(...responders: (() => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  server.use(
    http.post(REGISTER, async ({ request }) => {
      calls.push({ body: (await request.json()) as Record<string, unknown>, idempotencyKey: request.headers.get('Idempotency-Key') });
      const respond = responders[Math.min(calls.length - 1, responders.length - 1)];
      return respond();
    }),
  );
  return calls;
}

const created = (id = 41) => () => envelope({ id, status: 'pending' }, { status: 201 });

/** A home route stand-in: the real home screen would call the API, which is not under test here. */
const routes: RouteObject[] = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/join', element: <RegisterPage /> },
  { path: '/', element: <h1>Home stand-in</h1> },
];

async function renderForm(options: { language?: 'en' | 'ar' } = {}) {
  const result = await renderRoute('/register', { routes, ...options });
  await screen.findByRole('heading', { level: 1 });
  return result;
}

const field = {
  companyName: () => screen.getByRole('textbox', { name: 'Company name (Arabic)' }),
  companyNameEn: () => screen.getByRole('textbox', { name: 'Company name (English)' }),
  ownerName: () => screen.getByRole('textbox', { name: 'Owner name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone number' }),
  location: () => screen.getByRole('textbox', { name: 'Location' }),
  category: () => screen.getByRole('combobox', { name: 'Category' }),
  description: () => screen.getByRole('textbox', { name: 'Description' }),
  website: () => screen.getByRole('textbox', { name: 'Website' }),
  locallyMade: () => screen.getByRole('checkbox', { name: 'Made in Oman' }),
  family: () => screen.getByRole('checkbox', { name: 'Family Business' }),
};
const submitButton = () => screen.getByRole('button', { name: /Submit Application|Submitting\.\.\./ });

/** Pastes rather than types: the keystroke-level behaviour has its own tests, and jsdom is slow. */
async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillValid(user: UserEvent) {
  await enter(user, field.companyName(), 'مقهى الخوير');
  await enter(user, field.companyNameEn(), 'Al Khuwair Cafe');
  await user.selectOptions(field.category(), screen.getByRole('option', { name: 'Food & Restaurants' }));
  await enter(user, field.location(), 'Al Khuwair, Muscat');
  await enter(user, field.ownerName(), 'Salim Al Harthy');
  await enter(user, field.email(), 'salim@example.om');
  await enter(user, field.phone(), '+968 9123 4567');
  await enter(user, field.website(), 'www.khuwair-cafe.om');
  await enter(user, field.description(), 'Coffee and sweets');
  await user.click(field.locallyMade());
}

function expectInvalid(input: HTMLElement, message: string) {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('the join-as-partner form', () => {
  it('shows every field of section 3, the 11 categories and the approval note, titled for the tab', async () => {
    await renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Join as Partner' })).toBeInTheDocument();
    expect(document.title).toBe('Join as Partner · Dalil');
    for (const get of Object.values(field)) expect(get()).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Company' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'About the business' })).toBeInTheDocument();
    const options = within(field.category()).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Select a category',
      'Food & Restaurants',
      'Retail & Shopping',
      'Services',
      'Healthcare',
      'Education',
      'Tourism & Travel',
      'Technology',
      'Construction',
      'Manufacturing',
      'Agriculture',
      'Other',
    ]);
    expect(screen.getAllByText(/subject to approval/).length).toBeGreaterThanOrEqual(2);
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(field.website()).toHaveAttribute('type', 'url');
    expect(field.email()).toHaveAttribute('autocomplete', 'email');
    expect(field.companyName()).toHaveAttribute('aria-required', 'true');
    expect(field.website()).not.toHaveAttribute('aria-required');
    expect(field.phone()).toHaveAccessibleDescription(expect.stringContaining('+968'));
    expect(field.locallyMade()).toHaveAccessibleDescription('Your products are made or produced in Oman.');
    expect(submitButton().closest('form')).toHaveAttribute('novalidate');
  });

  it('renders the same form at /join through the app routes', async () => {
    await renderRoute('/join');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join as Partner' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company name (Arabic)' })).toBeInTheDocument();
  });

  describe('validation on submit (section 5)', () => {
    it('shows the six messages under their fields, summarised, focuses the first, and sends nothing', async () => {
      const calls = handleRegister(created());
      const user = userEvent.setup();
      await renderForm();
      await user.click(submitButton());

      expectInvalid(field.companyName(), 'Company name is required');
      expectInvalid(field.ownerName(), 'Owner name is required');
      expectInvalid(field.email(), 'Email is required');
      expectInvalid(field.phone(), 'Phone number is required');
      expectInvalid(field.location(), 'Location is required');
      expectInvalid(field.category(), 'Category is required');
      expect(field.companyNameEn()).toHaveAttribute('aria-invalid', 'false');
      expect(field.website()).toHaveAttribute('aria-invalid', 'false');
      await waitFor(() => expect(field.companyName()).toHaveFocus());

      const summary = screen.getByRole('alert');
      expect(within(summary).getByText('Please correct 6 problems:')).toBeInTheDocument();
      expect(within(summary).getAllByRole('link')).toHaveLength(6);
      expect(calls).toHaveLength(0);
    });

    it('treats blank-after-trim as empty', async () => {
      const user = userEvent.setup();
      await renderForm();
      for (const get of [field.companyName, field.ownerName, field.email, field.phone, field.location]) {
        await user.type(get(), '   ');
      }
      await user.click(submitButton());
      for (const message of [
        'Company name is required',
        'Owner name is required',
        'Email is required',
        'Phone number is required',
        'Location is required',
      ]) {
        expect(screen.getAllByText(message).length).toBeGreaterThan(0);
      }
    });

    it('says "Email is invalid" when the e-mail does not look like one', async () => {
      const user = userEvent.setup();
      await renderForm();
      await user.type(field.email(), 'salim@example');
      await user.click(submitButton());
      expectInvalid(field.email(), 'Email is invalid');
      expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    });

    it('focuses the first invalid field in form order when earlier ones are fine', async () => {
      const user = userEvent.setup();
      await renderForm();
      await user.type(field.companyName(), 'مخبز');
      await user.selectOptions(field.category(), 'Other');
      await user.click(submitButton());
      await waitFor(() => expect(field.location()).toHaveFocus());
    });

    it('clears only the edited field’s error', async () => {
      const user = userEvent.setup();
      await renderForm();
      await user.click(submitButton());
      await user.type(field.ownerName(), 'S');
      expect(field.ownerName()).toHaveAttribute('aria-invalid', 'false');
      expect(screen.queryByText('Owner name is required')).not.toBeInTheDocument();
      expect(field.phone()).toHaveAttribute('aria-invalid', 'true');
      await user.selectOptions(field.category(), 'Services');
      expect(screen.queryByText('Category is required')).not.toBeInTheDocument();
      expect(within(screen.getByRole('alert')).getByText('Please correct 4 problems:')).toBeInTheDocument();
    });

    it('moves to a field from its link in the summary', async () => {
      const user = userEvent.setup();
      await renderForm();
      await user.click(submitButton());
      await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Phone number is required' }));
      expect(field.phone()).toHaveFocus();
    });

    it('speaks Arabic in Arabic', async () => {
      const user = userEvent.setup();
      await renderRoute('/register', { routes, language: 'ar' });
      await screen.findByRole('heading', { level: 1, name: 'انضم شريكًا' });
      await user.click(screen.getByRole('button', { name: 'أرسل الطلب' }));
      expect(screen.getAllByText('اسم الشركة مطلوب').length).toBeGreaterThan(0);
      expect(screen.getAllByText('البريد الإلكتروني مطلوب').length).toBeGreaterThan(0);
      expect(screen.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAttribute('dir', 'ltr');
      expect(screen.getByRole('textbox', { name: 'رقم الهاتف' })).toHaveAttribute('dir', 'ltr');
      // The example number is part of an Arabic sentence, so it is written in Arabic-Indic digits there too.
      expect(screen.getByRole('textbox', { name: 'رقم الهاتف' })).toHaveAccessibleDescription(expect.stringContaining('مثل +٩٦٨ ٩١٢٣ ٤٥٦٧'));
      // …in a left-to-right island of its own (the stylesheet keeps its written order), so the "+"
      // stays at its start: isolation alone showed "٩٦٨ ٩١٢٣ ٤٥٦٧+".
      const example = screen.getByText('+٩٦٨ ٩١٢٣ ٤٥٦٧', { selector: 'bdi' });
      expect(example).toHaveAttribute('dir', 'ltr');
      expect(example).toHaveClass('register-field__example');
      expect(screen.getByRole('textbox', { name: 'رقم الهاتف' })).toHaveAttribute('placeholder', '+٩٦٨ ٩١٢٣ ٤٥٦٧');
      expect(screen.getByRole('textbox', { name: 'الموقع الإلكتروني' })).toHaveAttribute('dir', 'ltr');
    });
  });

  describe('submitting', () => {
    it('posts the application with its idempotency key and shows the receipt screen', async () => {
      const calls = handleRegister(created(41));
      const user = userEvent.setup();
      await renderForm();
      await fillValid(user);
      await user.click(submitButton());

      expect(await screen.findByRole('heading', { level: 1, name: 'Registration Submitted!' })).toHaveFocus();
      expect(calls).toHaveLength(1);
      expect(calls[0].body).toEqual({
        companyName: 'مقهى الخوير',
        companyNameEn: 'Al Khuwair Cafe',
        ownerName: 'Salim Al Harthy',
        email: 'salim@example.om',
        phone: '+968 9123 4567',
        location: 'Al Khuwair, Muscat',
        category: 'food-restaurants',
        description: 'Coffee and sweets',
        website: 'www.khuwair-cafe.om',
        isLocallyMade: true,
        isFamilyBusiness: false,
        website_confirm: '',
      });
      expect(calls[0].idempotencyKey).toMatch(/\S{8,}/);
      expect(document.title).toBe('Registration Submitted! · Dalil');
    });

    it('reads "Submitting..." and is disabled while the request runs; a double click and Enter send ONE request', async () => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const calls = handleRegister(async () => {
        await gate;
        return created()();
      });
      const user = userEvent.setup();
      await renderForm();
      await fillValid(user);
      await user.dblClick(submitButton());
      await user.type(field.phone(), '{Enter}');

      const button = await screen.findByRole('button', { name: 'Submitting...' });
      expect(button).toBeDisabled();
      expect(calls).toHaveLength(1);
      await act(async () => release());
      await screen.findByRole('heading', { name: 'Registration Submitted!' });
      expect(calls).toHaveLength(1);
    });

    it('shows the four next steps, the contact time, and returns home', async () => {
      handleRegister(created(7));
      const user = userEvent.setup();
      const { router } = await renderForm();
      await fillValid(user);
      await user.click(submitButton());
      await screen.findByRole('heading', { name: 'Registration Submitted!' });

      expect(screen.getByText(/Our team will contact you within 2–3 business days/)).toBeInTheDocument();
      const steps = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(steps.map((step) => step.textContent)).toEqual([
        expect.stringMatching(/^Application review.*2–3 business days/),
        expect.stringMatching(/^Documentation verification/),
        expect.stringMatching(/^Account setup and onboarding/),
        expect.stringMatching(/^Profile activation/),
      ]);
      expect(screen.getByText('Application reference: \u2066#7\u2069')).toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: 'Return to Home' }));
      expect(router.state.location.pathname).toBe('/');
      expect(await screen.findByRole('heading', { name: 'Home stand-in' })).toBeInTheDocument();
    });
    it('"Join Us" on the receipt screen opens an empty form for the next business', async () => {
      handleRegister(created(7));
      const user = userEvent.setup();
      await renderRoute('/register');
      await screen.findByRole('heading', { level: 1, name: 'Join as Partner' });
      await fillValid(user);
      await user.click(submitButton());
      await screen.findByRole('heading', { level: 1, name: 'Registration Submitted!' });

      await user.click(screen.getByRole('link', { name: 'Join Us' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Join as Partner' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Registration Submitted!' })).not.toBeInTheDocument();
      expect(field.companyName()).toHaveValue('');
      expect(field.email()).toHaveValue('');
      expect(document.title).toBe('Join as Partner · Dalil');
    });
  });

  describe('failures keep every typed value', () => {
    async function submitFilledAndExpect(message: string) {
      const user = userEvent.setup();
      await renderForm();
      await fillValid(user);
      await user.click(submitButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(field.companyName()).toHaveValue('مقهى الخوير');
      expect(field.email()).toHaveValue('salim@example.om');
      expect(field.phone()).toHaveValue('+968 9123 4567');
      expect(field.category()).toHaveValue('food-restaurants');
      expect(field.description()).toHaveValue('Coffee and sweets');
      expect(field.locallyMade()).toBeChecked();
      expect(submitButton()).toHaveTextContent('Submit Application');
      expect(submitButton()).toBeEnabled();
      return user;
    }

    it('a 500 shows "Registration failed. Please try again."', async () => {
      handleRegister(() => errorBody(500, 'Internal failure'));
      await submitFilledAndExpect('Registration failed. Please try again.');
      expect(screen.queryByText('Internal failure')).not.toBeInTheDocument();
    });

    // The contract's other failures of this call (openapi.yaml): the host cannot store now (503), or
    // refuses the body (413, 415; the form never sends one that big, nor anything but JSON).
    it.each([
      [503, 'storage_unavailable', 'Applications cannot be stored right now. Please try again later.'],
      [413, 'payload_too_large', 'The request body is too large.'],
      [415, 'unsupported_media_type', 'Send the request body as application/json.'],
    ])('a %i (%s) shows the same message, never the host’s words', async (status, code, message) => {
      handleRegister(() => HttpResponse.json({ error: { code, message } }, { status }));
      await submitFilledAndExpect('Registration failed. Please try again.');
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    });

    it.each([
      ['a receipt that is not an object', () => HttpResponse.json({ data: 'surprise' }, { status: 201 })],
      ['no receipt at all', () => HttpResponse.json({ data: null }, { status: 201 })],
    ])('%s is a failure too, never a success screen without a reference', async (_name, answer) => {
      breaksContractOnPurpose();
      handleRegister(answer);
      await submitFilledAndExpect('Registration failed. Please try again.');
      expect(screen.queryByRole('heading', { name: 'Registration Submitted!' })).not.toBeInTheDocument();
    });

    it('a network error shows the same message', async () => {
      handleRegister(() => HttpResponse.error());
      await submitFilledAndExpect('Registration failed. Please try again.');
    });

    it('a 429 shows the server’s message', async () => {
      handleRegister(() =>
        errorBody(429, 'Too many applications from your network. Please try again in a few minutes.'),
      );
      await submitFilledAndExpect('Too many applications from your network. Please try again in a few minutes.');
    });

    it('a 429 with Retry-After says how many minutes to wait', async () => {
      handleRegister(() =>
        HttpResponse.json(
          { error: { code: 'rate_limited', message: 'Too many applications from your network. Please try again in a few minutes.' } },
          { status: 429, headers: { 'Retry-After': '150' } },
        ),
      );
      await submitFilledAndExpect('Too many applications from your network. Please try again in 3 minutes.');
    });

    it('a retry after a lost answer reuses the idempotency key, so the server can tell it is the same application', async () => {
      const calls = handleRegister(() => HttpResponse.error(), created(9));
      const user = await submitFilledAndExpect('Registration failed. Please try again.');
      await user.click(submitButton());
      await screen.findByRole('heading', { name: 'Registration Submitted!' });
      expect(calls).toHaveLength(2);
      expect(calls[1].idempotencyKey).toBe(calls[0].idempotencyKey);
      expect(calls[1].body).toEqual(calls[0].body);
    });

    it('a retry with corrected details is a new application: it gets a new key, and a retry of those details reuses it', async () => {
      const calls = handleRegister(() => HttpResponse.error(), () => HttpResponse.error(), created(9));
      const user = await submitFilledAndExpect('Registration failed. Please try again.');
      await user.clear(field.phone());
      await enter(user, field.phone(), '+968 9876 5432');
      await user.click(submitButton());
      await waitFor(() => expect(calls).toHaveLength(2));
      await waitFor(() => expect(submitButton()).toHaveTextContent('Submit Application'));
      await user.click(submitButton());
      await screen.findByRole('heading', { name: 'Registration Submitted!' });

      expect(calls.map((call) => call.body.phone)).toEqual(['+968 9123 4567', '+968 9876 5432', '+968 9876 5432']);
      expect(calls[1].idempotencyKey).toMatch(/\S{8,}/);
      expect(calls[1].idempotencyKey).not.toBe(calls[0].idempotencyKey);
      expect(calls[2].idempotencyKey).toBe(calls[1].idempotencyKey);
    });

    it('the key follows the details through a reload: the same details keep it, a corrected e-mail gets a new one', async () => {
      const calls = handleRegister(() => HttpResponse.error(), () => HttpResponse.error(), created(9));
      const user = userEvent.setup();
      const first = await renderForm();
      await fillValid(user);
      await user.click(submitButton());
      await screen.findByRole('alert');
      first.unmount();

      await renderForm();
      expect(field.email()).toHaveValue('salim@example.om');
      await user.click(submitButton());
      await waitFor(() => expect(calls).toHaveLength(2));
      await waitFor(() => expect(submitButton()).toHaveTextContent('Submit Application'));
      await user.clear(field.email());
      await enter(user, field.email(), 'info@khuwair-cafe.om');
      await user.click(submitButton());
      await screen.findByRole('heading', { name: 'Registration Submitted!' });

      expect(calls[1].idempotencyKey).toBe(calls[0].idempotencyKey);
      expect(calls[2].body.email).toBe('info@khuwair-cafe.om');
      expect(calls[2].idempotencyKey).not.toBe(calls[0].idempotencyKey);
    });

    it('a 422 puts the server’s codes under their fields, in our words, never the server’s', async () => {
      handleRegister(() =>
        fieldErrors(
          422,
          { email: 'invalid_email', location: 'not_served_yet' },
          { email: 'Email is invalid', location: 'Location is not served yet' },
        ),
      );
      const user = userEvent.setup();
      await renderForm();
      await fillValid(user);
      await user.click(submitButton());
      await waitFor(() => expectInvalid(field.email(), 'Email is invalid'));
      // A code this build does not know gets the field's general message.
      expectInvalid(field.location(), 'Check this field: Location');
      expect(screen.queryByText(/not served yet/)).not.toBeInTheDocument();
      expect(field.ownerName()).toHaveAttribute('aria-invalid', 'false');
      await waitFor(() => expect(field.location()).toHaveFocus());
      expect(field.email()).toHaveValue('salim@example.om');
    });

    it('a 400 over a limit says the limit; a host that names a field without a code gets the general message', async () => {
      handleRegister(
        () => fieldErrors(400, { ownerName: 'too_long' }, { ownerName: 'must NOT have more than 200 characters' }),
        () => errorBody(422, 'Please correct the highlighted fields.', { phone: 'Phone number is required' }),
      );
      const user = userEvent.setup();
      await renderForm();
      await fillValid(user);
      await user.click(submitButton());
      await waitFor(() => expectInvalid(field.ownerName(), 'Owner name is too long: at most 200 characters'));
      await user.click(submitButton());
      await waitFor(() => expectInvalid(field.phone(), 'Check this field: Phone number'));
    });

    it('a 422 in Arabic shows the Arabic wording of the code', async () => {
      handleRegister(() => fieldErrors(422, { email: 'invalid_email' }, { email: 'Email is invalid' }));
      const user = userEvent.setup();
      await renderRoute('/register', { routes, language: 'ar' });
      await screen.findByRole('heading', { level: 1 });
      await user.type(screen.getByRole('textbox', { name: 'اسم الشركة (بالعربية)' }), 'مخبز');
      await user.selectOptions(screen.getByRole('combobox', { name: 'الفئة' }), 'other');
      await user.type(screen.getByRole('textbox', { name: 'الموقع' }), 'صحار');
      await user.type(screen.getByRole('textbox', { name: 'اسم المالك' }), 'سالم');
      await user.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'salim@example.om');
      await user.type(screen.getByRole('textbox', { name: 'رقم الهاتف' }), '91234567');
      await user.click(screen.getByRole('button', { name: 'أرسل الطلب' }));
      expect((await screen.findAllByText('البريد الإلكتروني غير صالح')).length).toBeGreaterThan(0);
    });
  });

  describe('the draft', () => {
    const storedDraft = () => JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null');

    it('is saved while typing and restored on the next visit, with a way to start over', async () => {
      const user = userEvent.setup();
      const first = await renderForm();
      await user.type(field.companyName(), 'مخبز صحار');
      await user.type(field.email(), 'baker@');
      await user.click(field.family());
      await waitFor(() => expect(storedDraft()?.values.email).toBe('baker@'));
      const key = storedDraft().idempotencyKey;
      first.unmount();

      await renderForm();
      expect(field.companyName()).toHaveValue('مخبز صحار');
      expect(field.email()).toHaveValue('baker@');
      expect(field.family()).toBeChecked();
      expect(screen.getByRole('status')).toHaveTextContent('We kept what you typed last time.');
      expect(storedDraft().idempotencyKey).toBe(key);

      await user.click(screen.getByRole('button', { name: 'Start over' }));
      expect(field.companyName()).toHaveValue('');
      expect(field.family()).not.toBeChecked();
      await waitFor(() => expect(storedDraft()).toBeNull());
    });

    it('keeps the last keystrokes even when the page is left within the debounce', async () => {
      const user = userEvent.setup();
      const first = await renderForm();
      await user.type(field.ownerName(), 'Salim');
      first.unmount();
      expect(storedDraft().values.ownerName).toBe('Salim');
    });

    it('is cleared after a successful submission, and the next application gets a new key', async () => {
      const calls = handleRegister(created(1), created(2));
      const user = userEvent.setup();
      const first = await renderForm();
      await fillValid(user);
      await waitFor(() => expect(storedDraft()).not.toBeNull());
      await user.click(submitButton());
      await screen.findByRole('heading', { name: 'Registration Submitted!' });
      expect(storedDraft()).toBeNull();
      first.unmount();
      expect(storedDraft()).toBeNull();

      await renderForm();
      expect(field.companyName()).toHaveValue('');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await fillValid(user);
      await user.click(submitButton());
      await screen.findByRole('heading', { name: 'Registration Submitted!' });
      expect(calls[1].idempotencyKey).not.toBe(calls[0].idempotencyKey);
    });
  });

  describe('offline (issue 35): the application waits for the connection, and never pretends to have been sent', () => {
    const storedDraft = () => JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null');
    let online = true;
    beforeEach(() => {
      online = true;
      jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
    });
    afterEach(() => jest.restoreAllMocks());

    /** The browser's connection changes: navigator.onLine, then its event, as a browser does. */
    function connection(state: 'online' | 'offline') {
      online = state === 'online';
      act(() => {
        window.dispatchEvent(new Event(state));
      });
    }

    /** Fills the form validly and submits it, with the browser offline first when `offline`; the page's render. */
    async function submitFilled({ offline }: { offline: boolean }) {
      const user = userEvent.setup();
      const page = await renderForm();
      await fillValid(user);
      if (offline) connection('offline');
      await user.click(submitButton());
      return { user, page };
    }

    /** An answer the test gives when it chooses: the request is in flight until then. */
    function heldAnswer() {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const respond = async () => {
        await gate;
        return created(52)();
      };
      return { release, respond };
    }

    it('sends nothing, says it will wait for the connection, and keeps every value, saved at once', async () => {
      const calls = handleRegister(created());
      await submitFilled({ offline: true });

      const status = await screen.findByRole('status');
      expect(status).toHaveTextContent('You’re offline: your application has not been sent yet.');
      expect(status).toHaveTextContent('the application will be sent when the connection is back');
      expect(calls).toHaveLength(0);
      expect(screen.queryByRole('heading', { name: 'Registration Submitted!' })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(field.companyNameEn()).toHaveValue('Al Khuwair Cafe');
      expect(field.locallyMade()).toBeChecked();
      // Written at the submit, not after the typing's debounce: a reload right now loses nothing.
      expect(storedDraft().values).toMatchObject({ companyNameEn: 'Al Khuwair Cafe', email: 'salim@example.om', isLocallyMade: true });
    });

    it('a reload while waiting brings every value back', async () => {
      const { page } = await submitFilled({ offline: true });
      await screen.findByRole('status');
      page.unmount();

      await renderForm();
      expect(field.companyNameEn()).toHaveValue('Al Khuwair Cafe');
      expect(field.email()).toHaveValue('salim@example.om');
      expect(field.locallyMade()).toBeChecked();
    });

    it('sends the application once when the connection is back, and shows success only after the server’s answer', async () => {
      const answer = heldAnswer();
      const calls = handleRegister(answer.respond);
      const { user } = await submitFilled({ offline: true });
      await screen.findByRole('status');
      // A second press while offline queues nothing more.
      await user.click(submitButton());

      connection('online');
      connection('online');
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(submitButton()).toHaveTextContent('Submitting...');
      expect(screen.queryByRole('heading', { name: 'Registration Submitted!' })).not.toBeInTheDocument();
      expect(calls[0].body).toMatchObject({ companyNameEn: 'Al Khuwair Cafe', email: 'salim@example.om' });

      answer.release();
      expect(await screen.findByRole('heading', { level: 1, name: 'Registration Submitted!' })).toBeInTheDocument();
      connection('online');
      expect(calls).toHaveLength(1);
      expect(storedDraft()).toBeNull();
    });

    it('back online, a refusal shows the usual failure with everything kept, and nothing is sent again by itself', async () => {
      const calls = handleRegister(() => errorBody(500, 'Internal error'), created());
      await submitFilled({ offline: true });
      await screen.findByRole('status');

      connection('online');
      expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(field.companyNameEn()).toHaveValue('Al Khuwair Cafe');
      connection('offline');
      connection('online');
      expect(calls).toHaveLength(1);
      expect(screen.queryByRole('heading', { name: 'Registration Submitted!' })).not.toBeInTheDocument();
    });

    it('a connection lost on the way waits too, and is sent again with the same key when it is back', async () => {
      const calls = handleRegister(() => {
        online = false;
        return HttpResponse.error();
      }, created(9));
      await submitFilled({ offline: false });

      expect(await screen.findByRole('status')).toHaveTextContent('You’re offline: your application has not been sent yet.');
      expect(screen.queryByText('Registration failed. Please try again.')).not.toBeInTheDocument();
      expect(calls).toHaveLength(1);

      connection('online');
      await screen.findByRole('heading', { name: 'Registration Submitted!' });
      expect(calls).toHaveLength(2);
      expect(calls[1].idempotencyKey).toBe(calls[0].idempotencyKey);
    });

    it('a network error while the browser says it is online stays the usual failure', async () => {
      handleRegister(() => HttpResponse.error());
      await submitFilled({ offline: false });
      expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('says so in Arabic, and sends when the connection is back', async () => {
      const calls = handleRegister(created(7));
      window.localStorage.setItem(
        DRAFT_STORAGE_KEY,
        JSON.stringify({
          version: 1,
          savedAt: '2026-11-26T10:00:00.000Z',
          idempotencyKey: 'draft-ar',
          values: { companyName: 'مخبز صحار', category: 'other', location: 'صحار', ownerName: 'سالم', email: 'salim@example.om', phone: '91234567' },
        }),
      );
      const user = userEvent.setup();
      await renderRoute('/register', { routes, language: 'ar' });
      await screen.findByRole('heading', { level: 1, name: 'انضم شريكًا' });
      connection('offline');
      await user.click(screen.getByRole('button', { name: 'أرسل الطلب' }));

      const status = await screen.findByText('لا اتصال بالإنترنت: لم يُرسَل طلبك بعد.');
      expect(status.closest('[role="status"]')).toHaveTextContent('وسيُرسَل الطلب حين يعود الاتصال');
      expect(screen.getByRole('textbox', { name: 'اسم الشركة (بالعربية)' })).toHaveValue('مخبز صحار');
      expect(calls).toHaveLength(0);

      connection('online');
      expect(await screen.findByRole('heading', { level: 1, name: 'وصلنا طلب التسجيل!' })).toBeInTheDocument();
      expect(calls).toHaveLength(1);
    });
  });

  describe('the honeypot', () => {
    it('is hidden from people, out of the tab order, never stored, and sent as filled', async () => {
      const calls = handleRegister(created());
      const user = userEvent.setup();
      const { container } = await renderForm();
      const honeypot = container.querySelector<HTMLInputElement>('input[name="website_confirm"]');
      expect(honeypot).not.toBeNull();
      expect(honeypot).toHaveAttribute('tabindex', '-1');
      expect(honeypot).toHaveAttribute('autocomplete', 'off');
      expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();

      await user.type(honeypot as HTMLInputElement, 'http://spam.example');
      await fillValid(user);
      await waitFor(() => expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toContain('salim@example.om'));
      expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).not.toContain('spam');
      await user.click(submitButton());
      await screen.findByRole('heading', { name: 'Registration Submitted!' });
      expect(calls[0].body.website_confirm).toBe('http://spam.example');
    });
  });
});
