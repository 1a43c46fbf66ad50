import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderWithProviders } from '../../testing/render';
import { clearToasts } from '../ui/toasts/toast-store';
import { Toaster } from '../ui/toasts/toaster';
import { CodeField, codeErrorFields } from './code-field';
import { TextField } from './field';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useForm } from './use-form';

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

const invalidEmail = 'Vinaliga skriva ein rættan teldubústað.';

afterEach(() => {
  act(() => clearToasts());
  cleanup();
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
    fireEvent.change(screen.getByLabelText('Teldubústaður'), { target: { value: 'a' } });
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
    fireEvent.change(email, { target: { value: 'ikki-ein-bústaður' } });
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
    fireEvent.change(email, { target: { value: 'jogvan@example.fo' } });
    await waitFor(() => expect(screen.queryByText(invalidEmail)).toBeNull());
  });

  it('translates the messages into the current locale', async () => {
    renderWithProviders(<LoginLikeForm onSubmit={vi.fn()} />, { locale: 'en' });
    const email = screen.getByLabelText('Teldubústaður');
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Please enter a valid email address')).not.toBeNull();
  });

  it('shows every message on a submit attempt and sends nothing while invalid', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<LoginLikeForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Halt fram' }));
    expect(await screen.findByText(invalidEmail)).not.toBeNull();
    expect(screen.getByText('Kotan má vera 6 tekn.')).not.toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    // The first invalid field gets the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Teldubústaður'));
  });

  it('submits the schema output once valid', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<LoginLikeForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Teldubústaður'), { target: { value: 'jogvan@example.fo' } });
    fireEvent.change(screen.getByLabelText('Loyniorð'), { target: { value: 'hemmeligt' } });
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
    fireEvent.change(email, { target: { value: 'jogvan@example.fo' } });
    fireEvent.change(screen.getByLabelText('Loyniorð'), { target: { value: 'hemmeligt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Halt fram' }));
    expect(await screen.findByText('Ein brúkari við hesum teldubústaði finst longu.')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Nakrir teigar eru ikki rætt útfyltir.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // Editing the field clears the server's message.
    fireEvent.change(email, { target: { value: 'annar@example.fo' } });
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
    fireEvent.change(code, { target: { value: '12a34 56' } });
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
