import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { emailField, phoneCodeField } from '#shared/schemas/auth.ts';
import { ApiError } from '../../lib/api-client';
import { jsonResponse, renderWithProviders } from '../../testing/render';
import { clearToasts } from '../ui/toasts/toast-store';
import { Toaster } from '../ui/toasts/toaster';
import { CodeField, codeErrorFields } from './code-field';
import { CountryField } from './country-field';
import { TextField } from './field';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { issuesByField, useForm } from './use-form';

const requestLoginSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.requestLoginRequest);
const loginSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.loginRequest);

function LoginLikeForm({ onSubmit }: { onSubmit: (values: { email: string; password: string }) => Promise<void> }) {
  const form = useForm({ initialValues: { email: '', password: '' }, schema: requestLoginSchema, onSubmit });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate>
      <TextField field={form.field('email')} label="Teldubústaður" type="email" />
      <PasswordField field={form.field('password')} label="Loyniorð" />
      <SubmitButton busy={form.submitting}>Halt fram</SubmitButton>
    </form>
  );
}

function CodeForm({ onSubmit }: { onSubmit: () => Promise<void> }) {
  const form = useForm({ initialValues: { code: '', verification_id: 'v1' }, schema: loginSchema, onSubmit, errorFields: codeErrorFields });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate>
      <CodeField field={form.field('code')} label="Kota" />
      <SubmitButton busy={form.submitting}>Rita inn</SubmitButton>
    </form>
  );
}

/**
 * A form with a required select whose only rule is a format rule (a country code: two capitals)
 * and a field with a format rule, listed in the schema in the other order than on the page.
 */
const addressSchema = z.strictObject({
  email: emailField,
  country_code: z.string().regex(/^[A-Z]{2}$/, { error: 'validation.invalid_value' }),
});

function AddressForm({ onSubmit }: { onSubmit: (values: z.infer<typeof addressSchema>) => Promise<void> }) {
  const form = useForm({ initialValues: { country_code: '', email: '' }, schema: async () => addressSchema, onSubmit });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate>
      <CountryField field={form.field('country_code')} label="Land" />
      <TextField field={form.field('email')} label="Teldubústaður" type="email" />
      <SubmitButton busy={form.submitting}>Goym</SubmitButton>
    </form>
  );
}

const countries = [
  { code: 'FO', name: { fo: 'Føroyar', en: 'Faroe Islands' }, phone_code: '+298' },
  { code: 'DK', name: { fo: 'Danmark', en: 'Denmark' }, phone_code: '+45' },
];

const invalidEmail = 'Vinaliga skriva ein rættan teldubústað.';
const required = 'Hetta er ein kravdur teigur.';

afterEach(() => {
  act(() => clearToasts());
  cleanup();
  vi.unstubAllGlobals();
});

describe('the form kit', () => {
  it('loads its schema (and zod) at the first interaction, not with the form', async () => {
    const schema = vi.fn(requestLoginSchema);
    function Form() {
      const form = useForm({ initialValues: { email: '', password: '' }, schema, onSubmit: vi.fn() });
      return (
        <form onSubmit={(event) => void form.handleSubmit(event)} noValidate>
          <TextField field={form.field('email')} label="Teldubústaður" type="email" />
        </form>
      );
    }
    renderWithProviders(<Form />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(schema).not.toHaveBeenCalled();
    fireEvent.input(screen.getByLabelText('Teldubústaður'), { target: { value: 'a' } });
    expect(schema).toHaveBeenCalledTimes(1);
    fireEvent.blur(screen.getByLabelText('Teldubústaður'));
    expect(await screen.findByText(invalidEmail)).not.toBeNull();
    expect(schema).toHaveBeenCalledTimes(1);
  });

  it('shows a message only once the field has been touched and blurred', async () => {
    renderWithProviders(<LoginLikeForm onSubmit={vi.fn()} />);
    const email = screen.getByLabelText('Teldubústaður');
    // Wait for the lazily loaded schema, then type without leaving the field: no message yet.
    fireEvent.focus(email);
    fireEvent.input(email, { target: { value: 'ikki-ein-bústaður' } });
    await act(async () => {
      await requestLoginSchema();
    });
    expect(screen.queryByText(invalidEmail)).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    // The password field has not been touched either.
    expect(screen.queryByText('Kotan má vera 6 tekn.')).toBeNull();

    fireEvent.blur(email);
    expect(await screen.findByText(invalidEmail)).not.toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain('-error');
    // Still untouched: the password's message stays hidden.
    expect(screen.queryByText('Kotan má vera 6 tekn.')).toBeNull();

    // Fixed: the message goes at once.
    fireEvent.input(email, { target: { value: 'jogvan@example.fo' } });
    await waitFor(() => expect(screen.queryByText(invalidEmail)).toBeNull());
  });

  it('translates the messages into the current locale', async () => {
    renderWithProviders(<LoginLikeForm onSubmit={vi.fn()} />, { locale: 'en' });
    const email = screen.getByLabelText('Teldubústaður');
    fireEvent.input(email, { target: { value: 'nope' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Please enter a valid email address')).not.toBeNull();
  });

  it('shows every message on a submit attempt and sends nothing while invalid', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<LoginLikeForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Halt fram' }));
    // Both are empty: each says it is required (before its format or length rule).
    expect(await screen.findAllByText(required)).toHaveLength(2);
    expect(screen.queryByText(invalidEmail)).toBeNull();
    expect(screen.queryByText('Kotan má vera 6 tekn.')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    // The first invalid field gets the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Teldubústaður'));
  });

  it('says an empty required select is required, not that its value is not allowed, in both languages', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { data: countries }));
    for (const [locale, requiredText, notAllowed] of [
      ['fo', required, 'Virðið er ikki loyvt.'],
      ['en', 'This is a required field.', 'This value is not allowed.'],
    ] as const) {
      renderWithProviders(<AddressForm onSubmit={vi.fn()} />, { locale });
      const country = await screen.findByRole('combobox', { name: 'Land' });
      await screen.findByRole('option', { name: locale === 'fo' ? 'Føroyar' : 'Faroe Islands' });
      fireEvent.focus(country);
      fireEvent.blur(country);
      const message = await screen.findByText(requiredText);
      expect(country.getAttribute('aria-describedby')).toContain(message.id);
      expect(screen.queryByText(notAllowed)).toBeNull();
      cleanup();
    }
  });

  it('checks the format once there is something to check, and blanks count as empty', async () => {
    renderWithProviders(<AddressForm onSubmit={vi.fn()} />);
    const email = screen.getByLabelText('Teldubústaður');
    fireEvent.input(email, { target: { value: '   ' } });
    fireEvent.blur(email);
    expect(await screen.findByText(required)).not.toBeNull();
    fireEvent.input(email, { target: { value: 'ikki-ein-bústaður' } });
    expect(await screen.findByText(invalidEmail)).not.toBeNull();
    expect(screen.queryByText(required)).toBeNull();
  });

  it("moves the focus to the first invalid field in the page's order on submit", async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { data: countries }));
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<AddressForm onSubmit={onSubmit} />);
    await screen.findByRole('option', { name: 'Føroyar' });
    const country = screen.getByRole('combobox', { name: 'Land' });
    const email = screen.getByLabelText('Teldubústaður');
    // The schema names e-mail first; the page shows the country first.
    fireEvent.click(screen.getByRole('button', { name: 'Goym' }));
    await waitFor(() => expect(document.activeElement).toBe(country));
    expect(screen.getAllByText(required)).toHaveLength(2);

    fireEvent.change(country, { target: { value: 'FO' } });
    fireEvent.input(email, { target: { value: 'nope' } });
    screen.getByRole('button', { name: 'Goym' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Goym' }));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByText(invalidEmail)).not.toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.input(email, { target: { value: 'jogvan@example.fo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Goym' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ country_code: 'FO', email: 'jogvan@example.fo' }));
  });

  it('keeps a message that already says what to fill in, and the format messages of filled fields', () => {
    const schema = z.object({ phone_code: phoneCodeField, email: emailField, country_code: z.string().regex(/^[A-Z]{2}$/, { error: 'validation.invalid_value' }) });
    const issues = (values: Record<string, string>) => issuesByField(schema.safeParse(values).error!.issues, values);
    expect(issues({ phone_code: '', email: '', country_code: '' })).toEqual({
      phone_code: 'validation.phone_code_required',
      email: 'validation.required',
      country_code: 'validation.required',
    });
    expect(issues({ phone_code: '298', email: 'nope', country_code: 'fo' })).toEqual({
      phone_code: 'validation.phone_code_required',
      email: 'validation.invalid_email',
      country_code: 'validation.invalid_value',
    });
  });

  it('submits the schema output once valid', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<LoginLikeForm onSubmit={onSubmit} />);
    fireEvent.input(screen.getByLabelText('Teldubústaður'), { target: { value: 'jogvan@example.fo' } });
    fireEvent.input(screen.getByLabelText('Loyniorð'), { target: { value: 'hemmeligt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Halt fram' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'jogvan@example.fo', password: 'hemmeligt' }));
  });

  it("puts the API's field messages on their fields and its message in a toast", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, 'validation_failed', 'Nakrir teigar eru ikki rætt útfyltir.', { email: 'Ein brúkari við hesum teldubústaði finst longu.' });
    });
    renderWithProviders(
      <>
        <LoginLikeForm onSubmit={onSubmit} />
        <Toaster />
      </>,
    );
    const email = screen.getByLabelText('Teldubústaður');
    fireEvent.input(email, { target: { value: 'jogvan@example.fo' } });
    fireEvent.input(screen.getByLabelText('Loyniorð'), { target: { value: 'hemmeligt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Halt fram' }));
    expect(await screen.findByText('Ein brúkari við hesum teldubústaði finst longu.')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Nakrir teigar eru ikki rætt útfyltir.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // Editing the field clears the server's message.
    fireEvent.input(email, { target: { value: 'annar@example.fo' } });
    expect(screen.queryByText('Ein brúkari við hesum teldubústaði finst longu.')).toBeNull();
  });

  it('puts a wrong code on the code field instead of a toast', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'invalid_code', 'Kotan er skeiv ella gingin út.');
    });
    renderWithProviders(
      <>
        <CodeForm onSubmit={onSubmit} />
        <Toaster />
      </>,
    );
    const code = screen.getByLabelText('Kota');
    fireEvent.input(code, { target: { value: '12a34 56' } });
    expect((code as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Rita inn' }));
    expect(await screen.findByText('Kotan er skeiv ella gingin út.')).not.toBeNull();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('code field: numeric keyboard and one-time-code autofill', () => {
    renderWithProviders(<CodeForm onSubmit={vi.fn()} />);
    const code = screen.getByLabelText('Kota');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('maxlength')).toBe('6');
  });

  it('password field: the toggle reveals and hides the password', () => {
    renderWithProviders(<LoginLikeForm onSubmit={vi.fn()} />);
    const password = screen.getByLabelText('Loyniorð');
    const toggle = screen.getByRole('button', { name: 'Vís loyniorð' });
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(password.getAttribute('type')).toBe('password');
  });
});
