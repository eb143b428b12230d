import { describe, expect, it } from 'vitest';
import { buildTemplateParams, EMPTY_MESSAGE } from '@/lib/appointment/payload';
import type { AppointmentValues } from '@/lib/appointment/types';
import { mariePayload, marieValues } from './appointment-request';

// As typed, with the spaces the payload trims.
const values: AppointmentValues = {
  ...marieValues('Pour ma mère, à domicile.'),
  fullName: '  Marie Ngono ',
  email: ' marie.ngono@example.com ',
};

describe('buildTemplateParams: the payload the centre receives', () => {
  it('has exactly the eight template params the centre’s template reads', () => {
    expect(Object.keys(buildTemplateParams(values)).sort()).toEqual(
      ['date', 'from_email', 'from_name', 'message', 'phone', 'reply_to', 'service', 'time'].sort(),
    );
  });

  it('maps each field, replying to the sender, trimmed', () => {
    expect(buildTemplateParams(values)).toEqual(mariePayload('Pour ma mère, à domicile.'));
  });

  it('sends « (Aucun message supplémentaire) » for an empty or blank message', () => {
    expect(EMPTY_MESSAGE).toBe('(Aucun message supplémentaire)');
    expect(buildTemplateParams({ ...values, message: '' }).message).toBe('(Aucun message supplémentaire)');
    expect(buildTemplateParams({ ...values, message: ' \n\t ' }).message).toBe('(Aucun message supplémentaire)');
  });

  it('sends an empty phone as an empty string, and a filled one in international format', () => {
    expect(buildTemplateParams({ ...values, phone: '' }).phone).toBe('');
    expect(buildTemplateParams({ ...values, phone: '+33612345678' }).phone).toBe('+33612345678');
  });

  it('sends a date and time typed by hand in the pickers’ format', () => {
    const params = buildTemplateParams({ ...values, appointmentDate: '20/03/2026', appointmentTime: '9h05' });
    expect(params.date).toBe('2026-03-20');
    expect(params.time).toBe('09:05');
  });

  it('sends HTML and scripts as plain text, untouched', () => {
    const message = '<script>alert("x")</script><b>gras</b> & <img src=x onerror=alert(1)>';
    const params = buildTemplateParams({ ...values, fullName: '<i>Marie</i>', message });
    expect(params.message).toBe(message);
    expect(params.from_name).toBe('<i>Marie</i>');
  });

  it('keeps line breaks of the message', () => {
    expect(buildTemplateParams({ ...values, message: 'Ligne 1\nLigne 2' }).message).toBe('Ligne 1\nLigne 2');
  });
});
