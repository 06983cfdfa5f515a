import type { FieldError } from '@lifeguard/contracts/errors';
import type { PersonalInfoRequest } from '@lifeguard/contracts/schemas/registration';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticationMethods } from '../auth/methods.js';
import type { UserRow } from '../users/schema.js';
import { DuplicateEmailError } from '../users/service.js';
import { onboardingProblems, personalInfoProblems, type SubmittedResponses } from './rules.js';

declare module 'fastify' {
  interface FastifyInstance {
    registration: RegistrationService;
  }
}

/** A registration step's outcome: the account as it now stands, or every broken rule. */
export type StepOutcome = { user: UserRow; errors?: undefined } | { user?: undefined; errors: FieldError[] };

const emailTaken: FieldError = {
  message: 'An account with this email already exists. Please sign in instead.',
  code: 'email_taken',
  param: 'email',
};

/** Registration by email (spec 000 §4 "Registration"): steps 1 to 3, each saved on the account. */
function createRegistrationService(app: FastifyInstance) {
  return {
    /**
     * Step 1: creates the account of `email` without a usable password and signs the visitor in
     * (a session cookie, a fresh CSRF token). `email_taken` when the email is registered
     * (case-insensitively), leaving any session as it was.
     */
    async registerEmail(request: FastifyRequest, reply: FastifyReply, email: string): Promise<StepOutcome> {
      let user: UserRow;
      try {
        user = await app.users.create({ email, password: null });
      } catch (error) {
        if (error instanceof DuplicateEmailError) return { errors: [emailTaken] };
        throw error;
      }
      await app.sessions.start(request, reply, user.id, {
        remember: false,
        method: 'password',
        methods: [authenticationMethods.password(user.email)],
      });
      reply.rotateCsrfToken();
      return { user };
    },

    /** Step 2: saves the trimmed names of spec 000 §5 "Personal info" when they keep its rules. */
    async savePersonalInfo(userId: number, names: PersonalInfoRequest): Promise<StepOutcome> {
      const errors = personalInfoProblems(names);
      if (errors.length) return { errors };
      const { first_name, last_name, middle_name, suffix } = names;
      const user = await app.users.updateProfile(userId, {
        firstName: first_name,
        lastName: last_name,
        middleName: middle_name,
        suffix,
      });
      return { user };
    },

    /**
     * Step 3: checks the codes and limits of spec 000 §3/§5, then stores exactly these five
     * answers as the user's `onboarding_responses`.
     */
    async saveOnboarding(userId: number, responses: SubmittedResponses): Promise<StepOutcome> {
      const { protecting, experience, concerns, primary_concern, solutions } = responses;
      const answers = { protecting, experience, concerns, primary_concern, solutions };
      const errors = onboardingProblems(answers);
      if (errors.length) return { errors };
      return { user: await app.users.setOnboardingResponses(userId, answers) };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

/** Domain plugin decorating `app.registration`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('registration', createRegistrationService(app));
  },
  { name: 'registration', dependencies: ['users', 'session', 'csrf'] },
);
