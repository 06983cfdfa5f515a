import { Button } from '@lifeguard/shared/ui/button';
import { Modal } from '@lifeguard/shared/ui/modal';
import { useMediaQuery } from '@lifeguard/shared/layout/use-media-query';
import { useCelebration } from '../hooks/use-celebration';
import { Confetti } from './confetti';

export type CelebrationModalProps = {
  /** Every integration is active and configured (spec 001 §4). */
  allActive: boolean;
};

/**
 * The celebration when every protection is on (spec 001 §4 "Celebration modal"): shown once,
 * with 3 s of confetti unless the user prefers reduced motion.
 */
export function CelebrationModal({ allActive }: CelebrationModalProps) {
  const { open, confetti, close } = useCelebration(allActive);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <>
      <Modal open={open} title="You're fully protected!" onClose={close}>
        <p>
          Every Lifeguard protection is on. We&apos;ll watch for leaked information, dangerous websites, scam
          emails and calls, and tell you when something needs your attention.
        </p>
        <Button fullWidth onClick={close}>
          Back to my dashboard
        </Button>
      </Modal>
      {confetti && !reducedMotion ? <Confetti /> : null}
    </>
  );
}
