/** What tests expect of a customer straight after signing up: a user, no address or phone yet. */
export const newCustomer = (names: { username: string; email: string; fullName: string }) => ({
  id: expect.any(Number),
  ...names,
  address: null,
  city: null,
  state: null,
  postalCode: null,
  country: null,
  phone: null,
  role: 'user',
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
});
