import styled from 'styled-components';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { useQrCode } from '../hooks/use-qr-code';

export type QrCodeImageProps = { url: string };

/** Alt text of the QR code (issue 16 §6). */
export const QR_CODE_ALT = 'QR code for your authenticator app';

const StyledImage = styled.img`
  display: block;
  width: calc(${({ theme }) => theme.space.xxl} * 4);
  height: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The `otpauth://` URL of the setup as a QR code to scan with an authenticator app (issue 16 §6);
 * its SVG has a white background of its own, so it scans in the dark theme too.
 */
export function QrCodeImage({ url }: QrCodeImageProps) {
  const image = useQrCode(url);
  if (image === 'failed')
    return <StyledNote>The QR code could not be drawn. Enter the key below instead.</StyledNote>;
  if (!image) return <Spinner size="lg" text="Drawing the QR code..." />;
  return <StyledImage src={image} alt={QR_CODE_ALT} />;
}
