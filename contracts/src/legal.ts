/** The terms of service and privacy notice, served by the server as pages (spec 000 §2). */
export const TERMS_PATH = '/terms/';
export const PRIVACY_PATH = '/privacy/';
