import { Button } from '@lifeguard/shared/ui/button';

export type VerifiedNumberProps = { phoneNumber: string; onVerifyAnother: () => void };

/** What an already verified user sees first: their verified number, and the way to change it. */
export function VerifiedNumber({ phoneNumber, onVerifyAnother }: VerifiedNumberProps) {
  return (
    <>
      <p>
        Your verified phone number is <strong>{phoneNumber}</strong>.
      </p>
      <Button variant="secondary" onClick={onVerifyAnother}>
        Verify a different number
      </Button>
    </>
  );
}
