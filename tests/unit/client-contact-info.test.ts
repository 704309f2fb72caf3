/**
 * The client's contact information form's rules (areas/clients/contact-info.tsx), shared by the
 * client's Info and the fitting's user-and-contact tab: the check (spec 2 §5 Client edit), whether
 * anything changed, and the PUT body.
 */
import { describe, expect, it } from 'vitest';
import { contactInfoBody, contactInfoChanged, contactInfoValues, validateContactInfo } from '../../src/areas/clients/contact-info.tsx';

const harald = { contactInformation: { phoneNo: '040-628 04 17', email: null }, useAdvanceContact: true };

describe('the contact information form', () => {
  it('starts from the client, blank for what is missing', () => {
    expect(contactInfoValues(harald)).toEqual({ phoneNo: '040-628 04 17', email: '', useAdvanceContact: true });
  });

  it('asks for the advance contact answer, a phone with digits and an e-mail that is one; blank ones are fine', () => {
    expect(validateContactInfo({ phoneNo: '', email: '', useAdvanceContact: false })).toEqual({});
    expect(validateContactInfo({ phoneNo: 'ring mig', email: 'harald@', useAdvanceContact: null })).toEqual({
      phoneNo: 'client-contact:invalidPhone',
      email: 'client-contact:invalidEmail',
      useAdvanceContact: 'client-contact:advanceContactRequired',
    });
    expect(validateContactInfo({ phoneNo: '+46 (0)40-12 34 56', email: 'harald.ek@example.com', useAdvanceContact: true })).toEqual({});
  });

  it('sees a change only where the trimmed values differ', () => {
    expect(contactInfoChanged(harald, { phoneNo: ' 040-628 04 17 ', email: ' ', useAdvanceContact: true })).toBe(false);
    expect(contactInfoChanged(harald, { phoneNo: '040-628 04 17', email: '', useAdvanceContact: false })).toBe(true);
    expect(contactInfoChanged(harald, { phoneNo: '040-1', email: '', useAdvanceContact: true })).toBe(true);
  });

  it('sends blank as null, trimmed', () => {
    expect(contactInfoBody({ phoneNo: ' 040-1 ', email: '  ', useAdvanceContact: false })).toEqual({ contactInformation: { phoneNo: '040-1', email: null }, useAdvanceContact: false });
  });
});
