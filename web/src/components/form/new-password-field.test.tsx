import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { renderWithProviders } from '../../testing/render';
import { NewPasswordField } from './new-password-field';
import { passwordStrength } from './password-strength-meter';
import { useForm } from './use-form';

function NewPasswordForm() {
  const form = useForm({ initialValues: { password: '' }, schema: () => Promise.resolve(z.object({ password: z.string() })), onSubmit: async () => {} });
  return <NewPasswordField field={form.field('password')} label="Loyniorð" />;
}

const filledSteps = () => [...screen.getByTestId('password-strength').querySelectorAll('[aria-hidden] > span')].filter((step) => !step.className.includes('bg-slate-200')).length;

afterEach(cleanup);

describe('the strength meter under a new password', () => {
  it('scores a password on the common-password list 0, whatever its case, and a long random one 4', () => {
    expect(passwordStrength('password1234')).toBe(0);
    expect(passwordStrength('QWERTYUIOP123')).toBe(0);
    expect(passwordStrength('vT7#qLm2!xRp9@wZ')).toBe(4);
  });

  it('is not there before the field is focused, then says the strength in Faroese, politely announced', async () => {
    renderWithProviders(<NewPasswordForm />);
    expect(screen.queryByTestId('password-strength')).toBeNull();
    const input = screen.getByLabelText('Loyniorð');
    fireEvent.focus(input);
    const meter = await screen.findByTestId('password-strength');
    const text = meter.querySelector('[aria-live="polite"]')!;
    expect(text.textContent).toBe('');
    expect(filledSteps()).toBe(0);

    fireEvent.input(input, { target: { value: 'password1234' } });
    expect(text.textContent).toBe('Styrki: Sera veikt');
    expect(filledSteps()).toBe(1);

    fireEvent.input(input, { target: { value: 'Slættaratindur kvøld 1987 ?!' } });
    expect(text.textContent).toBe('Styrki: Sera sterkt');
    expect(filledSteps()).toBe(5);
  });

  it('shows when a password manager fills the field without a focus, in English', async () => {
    renderWithProviders(<NewPasswordForm />, { locale: 'en' });
    fireEvent.input(screen.getByLabelText('Loyniorð'), { target: { value: 'password1234' } });
    expect((await screen.findByTestId('password-strength')).textContent).toBe('Strength: Very weak');
  });
});
