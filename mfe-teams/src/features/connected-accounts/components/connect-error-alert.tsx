import { useSearchParams } from '@lifeguard/shared/router/router';
import { Alert } from '@lifeguard/shared/ui/alert';
import { connectError, PROVIDER_ERROR_PARAMS } from '../utils/connect-error';

/**
 * Why 'Connect Google' failed, when allauth sent the browser back with
 * `?error=…&error_process=connect` (issue 16 §4). Closing it takes the error out of the address.
 */
export function ConnectErrorAlert() {
  const [params, setParams] = useSearchParams();
  const failure = connectError(params);
  if (!failure) return null;

  const handleClose = () => {
    const rest = new URLSearchParams(params);
    for (const name of PROVIDER_ERROR_PARAMS) rest.delete(name);
    setParams(rest, { replace: true });
  };

  return (
    <Alert variant="danger" title={failure.title} onClose={handleClose}>
      {failure.detail}
    </Alert>
  );
}
