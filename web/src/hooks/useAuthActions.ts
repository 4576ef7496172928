import { useMutation } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { LOGIN_MUTATION, ME_QUERY, REGISTER_MUTATION, type LoginInput, type RegisterInput } from '../graphql/accounts';
import { serverMessage } from '@shop/web-common';
import { useSubmitGuard } from './useSubmitGuard';
import { useToast } from './useToast';

// The session cookie is set by the gateway; refetching `me` is what tells the rest of the app.
const refetchSession = { refetchQueries: [{ query: ME_QUERY }], awaitRefetchQueries: true };

/** Login and register with the spec's toasts and its double-submit guard; both land on / afterwards. */
export function useAuthActions() {
  const navigate = useNavigate();
  const toast = useToast();
  const [loginMutation] = useMutation(LOGIN_MUTATION, refetchSession);
  const [registerMutation] = useMutation(REGISTER_MUTATION, refetchSession);

  const login = useSubmitGuard(async (input: LoginInput) => {
    try {
      const { data } = await loginMutation({ variables: { input } });
      toast.success('Login successful', `Welcome back, ${data?.login.user.username ?? input.username}!`);
      navigate('/', { replace: true });
      return true;
    } catch (error) {
      toast.error('Login failed', serverMessage(error));
      return false;
    }
  });

  const register = useSubmitGuard(async (input: RegisterInput) => {
    try {
      await registerMutation({ variables: { input } });
      toast.success('Registration successful', 'Your account has been created.');
      navigate('/', { replace: true });
      return true;
    } catch (error) {
      toast.error('Registration failed', serverMessage(error));
      return false;
    }
  });

  return { login: login.submit, register: register.submit, loggingIn: login.busy, registering: register.busy };
}
