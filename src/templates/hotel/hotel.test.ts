import { describe, expect, it } from 'vitest';
import { contactBody, guestSummary, quoteBody, roomInquiryBody } from './enquiries';
import { formatSpend, signupProblem, tierProgress } from './loyalty';
import { rooms } from './content';

// The resort's rules that need no browser (spec sections 4, 5 and 7); the e2e spec covers the rest.

describe('tierProgress', () => {
  it('counts towards Gold out of 1000 below 1000 points', () => {
    expect(tierProgress(0)).toEqual({ next: 'Gold', target: 1000, percent: 0 });
    expect(tierProgress(500)).toEqual({ next: 'Gold', target: 1000, percent: 50 });
    expect(tierProgress(999)).toEqual({ next: 'Gold', target: 1000, percent: 99.9 });
  });

  it('counts towards Platinum out of 3000 from 1000 to 2999 points', () => {
    expect(tierProgress(1000)).toEqual({ next: 'Platinum', target: 3000, percent: 33.3 });
    expect(tierProgress(1500)).toEqual({ next: 'Platinum', target: 3000, percent: 50 });
  });

  it('shows no bar from 3000 points', () => {
    expect(tierProgress(3000)).toBeNull();
    expect(tierProgress(12_000)).toBeNull();
  });
});

describe('signupProblem', () => {
  const signup = { fullName: 'Ruth Wari', email: 'ruth@example.pg', phone: '', dateOfBirth: '' };

  it('stops a signup whose passwords differ', () => {
    expect(signupProblem({ ...signup, password: 'a', confirmPassword: 'b' })).toBe(
      'Passwords do not match.',
    );
  });

  it('lets through matching passwords, and the empty ones of the shown form', () => {
    expect(signupProblem({ ...signup, password: 'same', confirmPassword: 'same' })).toBeNull();
    expect(signupProblem({ ...signup, password: '', confirmPassword: '' })).toBeNull();
  });
});

describe('enquiry bodies', () => {
  it('names a quote after the party and lists its details', () => {
    expect(guestSummary(1, 1)).toBe('1 Adult, 1 Child');
    const body = quoteBody(
      { checkIn: '2026-03-02', checkOut: '2026-03-09', adults: 3, children: 2 },
      new Date('2026-01-15T08:30:00Z'),
    );
    expect(body).toEqual({
      name: 'Quote Request - 3 Adults, 2 Children',
      email: 'quotes@paradisebayresort.com.pg',
      service: 'Hotel Reservation Quote',
      message: [
        'Hotel reservation quote request',
        'Check-in: 2026-03-02',
        'Check-out: 2026-03-09',
        'Adults: 3',
        'Children: 2',
        'Room preference: Any available',
        'Requested at: 2026-01-15T08:30:00.000Z',
      ].join('\n'),
    });
  });

  it('names the room in a room inquiry', () => {
    const penthouse = rooms.find((room) => room.id === 'presidential-penthouse')!;
    const body = roomInquiryBody(penthouse);
    expect(body.name).toBe('Room Inquiry - Presidential Penthouse');
    expect(body.email).toBe('reservations@paradisebayresort.com.pg');
    expect(body.service).toBe('Room Reservation');
    expect(body.message).toContain('Size: 120 sqm');
    expect(body.message).toContain('Max guests: 4');
    expect(body.message).toContain('Features: Two king bedrooms, Private plunge pool');
  });

  it('opens a contact message with the phone', () => {
    const body = contactBody({
      name: 'Peter Kaupa',
      email: 'peter@example.pg',
      phone: '+675 7123 4567',
      subject: 'Event Booking',
      message: 'A wedding for 80 in June.',
    });
    expect(body).toEqual({
      name: 'Peter Kaupa',
      email: 'peter@example.pg',
      service: 'Event Booking',
      message: 'Phone: +675 7123 4567\n\nA wedding for 80 in June.',
    });
  });

  it('shows spend in Kina', () => {
    expect(formatSpend(12450)).toBe('K12,450');
    expect(formatSpend(0)).toBe('K0');
  });
});
