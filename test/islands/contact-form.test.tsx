import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closePage, eventually, openPage } from './island-page';

afterEach(closePage);

const SERVICES = { services: [{ value: 'web-design', label: 'Web design' }] };

/** A field's own message: the element its aria-describedby names, if it is marked invalid. */
function messageOf(field: HTMLElement): string | undefined {
  if (field.getAttribute('aria-invalid') !== 'true') return undefined;
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

describe('the contact form, on the shipped runtime', () => {
  it('says what is missing under each field, sends nothing, and takes each message back as the field is corrected', async () => {
    await openPage('/', [{ name: 'contact-form', props: SERVICES }]);
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: 'Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(messageOf(name)).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await eventually(() => expect(messageOf(name)).toBe('Please enter your name.'));
    expect(messageOf(email)).toBe('Please enter your email address.');
    expect(messageOf(message)).toBe('Please enter a message.');
    expect(screen.getByRole('status').textContent).toBe(
      'Please fill in all required fields (Name, Email, and Message).',
    );
    expect(document.activeElement).toBe(name);
    expect(fetch).not.toHaveBeenCalled();

    // Typing rechecks a field in error as it changes: Preact's onInput, as React's onChange.
    await user.type(name, 'Meri Kaupa');
    await eventually(() => expect(messageOf(name)).toBeUndefined());
    expect(messageOf(email)).toBe('Please enter your email address.');
    await user.type(email, 'meri@');
    await eventually(() => expect(messageOf(email)).toBe('Please enter a valid email address.'));
    await user.type(email, 'example.com');
    await eventually(() => expect(messageOf(email)).toBeUndefined());
    expect(messageOf(message)).toBe('Please enter a message.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says it in Tok Pisin on a Tok Pisin page', async () => {
    await openPage('/tpi', [{ name: 'contact-form', props: SERVICES }]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Salim/ }));
    await eventually(() => expect(screen.getByText('Plis raitim nem bilong yu.')).toBeTruthy());
    expect(screen.getByText('Plis raitim toksave bilong yu.')).toBeTruthy();
  });

  it('says the Tok Pisin sentence owners published, which the page carries (decision 135)', async () => {
    const published = 'Yu mas raitim nem bilong yu.';
    await openPage('/tpi', [{ name: 'contact-form', props: SERVICES }], {
      texts: { 'api-errors:apiErrors.Please enter your name.': published },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Salim/ }));
    await eventually(() => expect(screen.getByText(published)).toBeTruthy());
    expect(screen.queryByText('Plis raitim nem bilong yu.')).toBeNull();
    expect(screen.getByText('Plis raitim toksave bilong yu.')).toBeTruthy();
  });
});
