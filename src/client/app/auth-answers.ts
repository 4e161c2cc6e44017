import { parse } from 'valibot';
import { signInResponse, signOutResponse, type SignInResponse } from '#common/contracts/auth';

// The sign-in and sign-out answers' schemas, loaded with the first of them: the auth contract
// reaches the country table (phone rules), which a visitor's first load does not need (decision 071).
export const parseSignInResponse = (answer: unknown): SignInResponse => parse(signInResponse, answer);
export const parseSignOutResponse = (answer: unknown): void => void parse(signOutResponse, answer);
