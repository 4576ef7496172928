import type { Logger, SessionRegistry } from '@shop/kit';
import type { Connection } from 'mongoose';
import type { AccountsModels } from '../models';
import type { UserStore } from '../models/user-store';
import { addToWishlist } from './add-to-wishlist';
import { changePassword } from './change-password';
import { login } from './login';
import type { LoginThrottle } from './login-throttle';
import { logout } from './logout';
import { register } from './register';
import { removeDeletedProduct } from './remove-deleted-product';
import { removeFromWishlist } from './remove-from-wishlist';
import { sessionTokens } from './session-tokens';
import { signOutEverywhere } from './sign-out-everywhere';
import { updateProfile } from './update-profile';
import { userQueries } from './user-queries';
import { wishlistQueries } from './wishlist-queries';

export interface AccountsDeps {
  connection: Connection;
  models: AccountsModels;
  users: UserStore;
  throttle: LoginThrottle;
  sessions: SessionRegistry;
  jwtSecret: string;
  logger: Logger;
}

/**
 * The accounts use cases and reads, wired to their stores once: what the resolvers and the event
 * handlers call. Each use case takes the raw input and the caller, and answers records.
 */
export function accountsApplication(deps: AccountsDeps) {
  const { connection, models, users, sessions } = deps;
  const tokens = sessionTokens(deps);
  return {
    register: register({ ...deps, tokens }),
    login: login({ ...deps, tokens }),
    logout: logout(sessions),
    signOutEverywhere: signOutEverywhere(tokens),
    changePassword: changePassword({ ...deps, tokens }),
    updateProfile: updateProfile(models, users),
    addToWishlist: addToWishlist(connection, models),
    removeFromWishlist: removeFromWishlist(models),
    removeDeletedProduct: removeDeletedProduct(models),
    users: userQueries(models),
    wishlist: wishlistQueries(models),
  };
}

export type AccountsApplication = ReturnType<typeof accountsApplication>;
