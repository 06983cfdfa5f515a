import type { FastifyBaseLogger } from 'fastify';
import { createSealer, SealError } from '../mfa/sealing.js';
import type { NewThreatEventRow } from './repository.js';
import type { ThreatEventRow } from './schema.js';

/** Sources whose findings are sealed at rest: a mailbox's messages (issue 30 item 7, F8). */
export const SEALED_SOURCES: ReadonlySet<string> = new Set(['gmail']);

/**
 * The key of a sealed event's `threat_data`, alone in it. Never a field of ThreatDataSchema,
 * whose unknown fields every report loses, so no reporter can make a row look sealed.
 */
const SEALED_KEY = 'sealed';
const KIND = 'threat_event';

/** What the seal of an event holds: everything the message told. */
type Envelope = Pick<ThreatEventRow, 'threatData' | 'description' | 'threatIdentifier'>;

/**
 * Gmail findings sealed at rest (issue 30 item 7, F8) as the Gmail token is: mfa/sealing.ts
 * (compact JWE, A256GCM, a key derived from SECRET_KEY for 'threat events' only, sealed for the
 * user, so a value moved to another user's row does not open). A sealed event stores in the
 * clear only what the timeline counts and sorts by: type, category, severity, status, dates,
 * source, external id and analysis (whose risk_level the family overview reads in SQL). Its
 * threat_data becomes `{sealed: <JWE>}` holding threat_data, description and threat_identifier;
 * description is `placeholder` (by type and severity) and threat_identifier null.
 *
 * Rows stored before sealing stay in the clear and read as they are (no SQL migration can seal
 * them); a seal that does not open (another SECRET_KEY) reads without its details and is
 * logged by row id, never a 5xx.
 */
export function createThreatSealer(secretKey: string, log: Pick<FastifyBaseLogger, 'warn'>) {
  const sealer = createSealer<typeof KIND>(secretKey, 'threat events');

  return {
    /** `values` as stored: sealed when their source is one of {@link SEALED_SOURCES}. */
    async seal(values: NewThreatEventRow, placeholder: string): Promise<NewThreatEventRow> {
      if (!SEALED_SOURCES.has(values.sourceSystem)) return values;
      const envelope: Envelope = {
        threatData: values.threatData ?? {},
        description: values.description,
        threatIdentifier: values.threatIdentifier ?? null,
      };
      const sealed = await sealer.seal(values.userId, KIND, envelope);
      return {
        ...values,
        threatData: { [SEALED_KEY]: sealed },
        description: placeholder,
        threatIdentifier: null,
      };
    },

    /** `row` as read: opened when sealed, else (a legacy or unsealed row) as it is. */
    async open(row: ThreatEventRow): Promise<ThreatEventRow> {
      const sealed = row.threatData[SEALED_KEY];
      if (typeof sealed !== 'string') return row;
      try {
        return { ...row, ...(await sealer.open<Envelope>(row.userId, KIND, sealed)) };
      } catch (error) {
        if (!(error instanceof SealError)) throw error;
        log.warn({ threatEventId: row.id }, 'sealed threat event cannot be opened');
        return { ...row, threatData: {}, threatIdentifier: null };
      }
    },
  };
}

export type ThreatSealer = ReturnType<typeof createThreatSealer>;
