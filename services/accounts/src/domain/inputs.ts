/** Register, login and profile rules live in @shop/contracts, shared with the shop's forms. */
export { registerInputSchema, loginInputSchema, profileInputSchema } from '@shop/contracts';
