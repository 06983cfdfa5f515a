import type { SupportDiagnostics } from '@lifeguard/contracts/schemas/support';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useSendSupportRequestMutation } from '../api/send-support-request';
import { SUPPORT_FORM_FIELDS, supportRequestBody, type SupportFormValues } from '../utils/support-form';

/**
 * Sending the Contact Support form (issue 33 item 2): `send` posts the request and resolves once
 * answered. A refusal naming a field (the server's `param`) shows beside that field, any other
 * (a limit, impersonation, no answer) as `error`, the server's normalised message; what was
 * typed stays. `reference` is the reference number once sent.
 */
export function useSendSupportRequest(needsEmail: boolean, diagnostics: SupportDiagnostics) {
  const [sendRequest, { isLoading: sending, data }] = useSendSupportRequestMutation();
  const [error, setError] = useState<string | null>(null);

  const send = async (values: SupportFormValues, helpers: FormikHelpers<SupportFormValues>) => {
    setError(null);
    try {
      await sendRequest(supportRequestBody(values, needsEmail, diagnostics)).unwrap();
    } catch (caught) {
      const { message, param } = normalizeError(caught);
      const field = SUPPORT_FORM_FIELDS.find((name) => name === param);
      if (field) helpers.setFieldError(field, message);
      else setError(message);
    }
  };

  return { send, sending, error, clearError: () => setError(null), reference: data?.reference ?? null };
}
