import { Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { fullReload } from '@lifeguard/shared/admin/full-reload';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useSearchParams } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { TextAreaField } from '@lifeguard/shared/ui/text-area-field';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { cardSurface, stack } from '@lifeguard/shared/ui/card';
import type { AdminUser } from '../api/search-users';
import { useStartImpersonationMutation } from '../api/start-impersonation';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { UserResults } from './user-results';

type Values = { search: string; reason: string };

/** The reason's bounds, as the server checks them (contracts ImpersonationStartSchema). */
const REASON_MIN = 3;
const REASON_MAX = 500;

const StyledForm = styled(Form)`
  ${cardSurface}
  ${stack('md')}
  padding: ${({ theme }) => theme.space.lg};
  > button {
    align-self: flex-start;
  }
`;

function validate({ reason }: Values) {
  return reason.trim().length < REASON_MIN
    ? { reason: `Give a reason of at least ${REASON_MIN} characters.` }
    : {};
}

/** The results of the search as typed, once typing pauses. */
function SearchResults({
  selected,
  onSelect,
}: {
  selected: AdminUser | null;
  onSelect: (user: AdminUser) => void;
}) {
  const search = useDebouncedValue(useFormikContext<Values>().values.search);
  return <UserResults search={search} selectedId={selected?.id ?? null} onSelect={onSelect} />;
}

/**
 * Impersonate a User (spec 001 §6; issue 13): search users by email or name (after a 300 ms
 * pause), choose one who is not a superuser, give a reason (3–500 characters), then Impersonate,
 * enabled only with both. On success the app reloads fully at the dashboard as that user, so
 * nothing cached of the superuser's stays; a refusal shows the server's message.
 */
export function ImpersonateForm() {
  // `?search=` comes with a user picked on the Project Dashboard.
  const [params] = useSearchParams();
  const [initialSearch] = useState(() => params.get('search') ?? '');
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const [start, { error, isLoading, isSuccess }] = useStartImpersonationMutation();

  const handleSubmit = async ({ reason }: Values) => {
    if (!selected) return;
    const result = await start({ user_id: selected.id, reason: reason.trim() });
    if (!result.error) fullReload.to(hrefs.dashboard());
  };

  return (
    <Formik<Values>
      initialValues={{ search: initialSearch, reason: '' }}
      validate={validate}
      onSubmit={handleSubmit}
    >
      {({ values }) => (
        <StyledForm noValidate aria-label="Impersonate a user">
          {error ? <Alert variant="danger">{normalizeError(error).message}</Alert> : null}
          <TextField
            name="search"
            type="search"
            label="Search users"
            hint="By email or name."
            maxLength={254}
            autoComplete="off"
          />
          <SearchResults selected={selected} onSelect={setSelected} />
          <TextAreaField
            name="reason"
            label="Reason"
            hint={`Required: why you need to act as this user (${REASON_MIN}–${REASON_MAX} characters). It is audited.`}
            maxLength={REASON_MAX}
            rows={3}
          />
          <Button
            type="submit"
            busy={isLoading || isSuccess}
            disabled={!selected || values.reason.trim().length < REASON_MIN}
          >
            Impersonate
          </Button>
        </StyledForm>
      )}
    </Formik>
  );
}
