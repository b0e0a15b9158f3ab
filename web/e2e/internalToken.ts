/** The internal tools' credential of the end-to-end gateway (not a secret: test servers only). */
export const E2E_INTERNAL_TOKEN = 'e2e-internal-tools-token';
