/** A valid Volunteer form body. */
export const volunteerBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Asha',
  lastName: 'Patil',
  dob: '1995-04-12',
  gender: 'Female',
  phone: '9876543210',
  email: 'asha@example.com',
  address: '1 Main Road, Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411005',
  message: 'I can help at the registration desk.',
  ...overrides,
});
