// Members: verify codes, logins, the profile, the session handoff.
import { defineDomain } from '../shared/domain.ts';
import { userResolvers } from './resolvers.ts';

export default defineDomain({
  name: 'user',
  resolvers: userResolvers,
  flagCodes: {
    2002: 'VERIFY_CODE_TOO_FREQUENT',
    2003: 'VERIFY_CODE_WRONG',
    2004: 'VERIFY_CODE_EXPIRED',
    2005: 'MOBILE_REGISTERED',
    2006: 'WRONG_CREDENTIALS',
    2007: 'MOBILE_NOT_REGISTERED',
    2008: 'RESET_TICKET_EXPIRED',
    2009: 'TOKEN_ALREADY_EXCHANGED',
  },
});
