// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
/** What the client knows at sign-in that the verified token does not carry. */
export type AuditInput = {
  name?: string | null | undefined;
  photoURL?: string | null | undefined;
  /** Currency proposed for a new account (from the browser's locale); ignored for existing users. */
  signUpCurrency?: UserCurrency | null | undefined;
  userLocale?: string | null | undefined;
};

/** How the cost of sold shares is taken: average cost (the default) or first in, first out. */
export type CostMethod =
  | 'average'
  | 'fifo';

/** Theme names as stored in user settings (spec §4). */
export type ThemeName =
  | 'blue'
  | 'dark'
  | 'default'
  | 'green'
  | 'indigo'
  | 'light'
  | 'system';

/** A display currency a user may choose (spec §9). */
export type UserCurrency =
  | 'CAD'
  | 'EUR'
  | 'GBP'
  | 'USD';

export type UserSettingInput = {
  costMethod?: CostMethod | null | undefined;
  currency?: UserCurrency | null | undefined;
  name?: string | null | undefined;
  theme?: ThemeName | null | undefined;
  tourGuides?: { [key: string]: unknown } | unknown[] | null | undefined;
  userLocale?: string | null | undefined;
};

export type AuditUserMutationVariables = Exact<{
  auditInput?: AuditInput | null | undefined;
}>;


export type AuditUserMutation = { auditUser: { tourGuides: { [key: string]: unknown } | unknown[], signUpCurrency: UserCurrency, fullFeatureEnabled: boolean, stripeId: string | null, _id: string, uid: string, name: string | null, email: string | null, currency: UserCurrency, currencySymbol: string, userLocale: string | null, photoURL: string | null, theme: ThemeName, provider: string | null, providerToSignedIn: string | null, emailVerified: boolean, createdAt: string } };

export type DeleteAnonymousUserMutationVariables = Exact<{
  uid: string;
}>;


export type DeleteAnonymousUserMutation = { deleteAnonymousUser: boolean };

export type MarketDataStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketDataStatusQuery = { marketDataStatus: { mode: string, simulated: boolean, reason: string, providers: Array<string>, failing: Array<string> } };

export type CurrentUser_UserFragment = { _id: string, uid: string, name: string | null, email: string | null, currency: UserCurrency, currencySymbol: string, userLocale: string | null, photoURL: string | null, theme: ThemeName, provider: string | null, providerToSignedIn: string | null, emailVerified: boolean, createdAt: string };

export type DeleteUserAccountMutationVariables = Exact<{
  confirm?: boolean | null | undefined;
}>;


export type DeleteUserAccountMutation = { deleteUserAccount: boolean };

export type EditUserSettingMutationVariables = Exact<{
  userSettingInput: UserSettingInput;
}>;


export type EditUserSettingMutation = { editUserSetting: { _id: string, uid: string, name: string | null, email: string | null, currency: UserCurrency, currencySymbol: string, userLocale: string | null, photoURL: string | null, theme: ThemeName, provider: string | null, providerToSignedIn: string | null, emailVerified: boolean, createdAt: string } };

export type RevocationSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RevocationSubscription = { revocation: { revokedAt: string } };

export type SignoutFromAllDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type SignoutFromAllDevicesQuery = { signoutFromAllDevices: { revokedAt: string } };

export type UpdateUserCurrencyMutationVariables = Exact<{
  newUserCurrency: UserCurrency;
}>;


export type UpdateUserCurrencyMutation = { updateUserCurrency: { _id: string, uid: string, name: string | null, email: string | null, currency: UserCurrency, currencySymbol: string, userLocale: string | null, photoURL: string | null, theme: ThemeName, provider: string | null, providerToSignedIn: string | null, emailVerified: boolean, createdAt: string } };

export const CurrentUser_UserFragmentDoc = gql`
    fragment CurrentUser_user on User {
  _id
  uid
  name
  email
  currency
  currencySymbol
  userLocale
  photoURL
  theme
  provider
  providerToSignedIn
  emailVerified
  createdAt
}
    `;
export const AuditUserDocument = gql`
    mutation AuditUser($auditInput: AuditInput) {
  auditUser(auditInput: $auditInput) {
    ...CurrentUser_user
    tourGuides
    signUpCurrency
    fullFeatureEnabled
    stripeId
  }
}
    ${CurrentUser_UserFragmentDoc}`;

/**
 * __useAuditUserMutation__
 *
 * To run a mutation, you first call `useAuditUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAuditUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [auditUserMutation, { data, loading, error }] = useAuditUserMutation({
 *   variables: {
 *      auditInput: // value for 'auditInput'
 *   },
 * });
 */
export function useAuditUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AuditUserMutation, AuditUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AuditUserMutation, AuditUserMutationVariables>(AuditUserDocument, options);
      }
export type AuditUserMutationHookResult = ReturnType<typeof useAuditUserMutation>;
export type AuditUserMutationResult = ApolloReactCommon.MutationResult<AuditUserMutation>;
export const DeleteAnonymousUserDocument = gql`
    mutation DeleteAnonymousUser($uid: String!) {
  deleteAnonymousUser(uid: $uid)
}
    `;

/**
 * __useDeleteAnonymousUserMutation__
 *
 * To run a mutation, you first call `useDeleteAnonymousUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAnonymousUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAnonymousUserMutation, { data, loading, error }] = useDeleteAnonymousUserMutation({
 *   variables: {
 *      uid: // value for 'uid'
 *   },
 * });
 */
export function useDeleteAnonymousUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteAnonymousUserMutation, DeleteAnonymousUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteAnonymousUserMutation, DeleteAnonymousUserMutationVariables>(DeleteAnonymousUserDocument, options);
      }
export type DeleteAnonymousUserMutationHookResult = ReturnType<typeof useDeleteAnonymousUserMutation>;
export type DeleteAnonymousUserMutationResult = ApolloReactCommon.MutationResult<DeleteAnonymousUserMutation>;
export const MarketDataStatusDocument = gql`
    query MarketDataStatus {
  marketDataStatus {
    mode
    simulated
    reason
    providers
    failing
  }
}
    `;

/**
 * __useMarketDataStatusQuery__
 *
 * To run a query within a React component, call `useMarketDataStatusQuery` and pass it any options that fit your needs.
 * When your component renders, `useMarketDataStatusQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMarketDataStatusQuery({
 *   variables: {
 *   },
 * });
 */
export function useMarketDataStatusQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MarketDataStatusQuery, MarketDataStatusQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MarketDataStatusQuery, MarketDataStatusQueryVariables>(MarketDataStatusDocument, options);
      }
export function useMarketDataStatusLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MarketDataStatusQuery, MarketDataStatusQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MarketDataStatusQuery, MarketDataStatusQueryVariables>(MarketDataStatusDocument, options);
        }
// @ts-ignore
export function useMarketDataStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MarketDataStatusQuery, MarketDataStatusQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MarketDataStatusQuery, MarketDataStatusQueryVariables>;
export function useMarketDataStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MarketDataStatusQuery, MarketDataStatusQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MarketDataStatusQuery | undefined, MarketDataStatusQueryVariables>;
export function useMarketDataStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MarketDataStatusQuery, MarketDataStatusQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MarketDataStatusQuery, MarketDataStatusQueryVariables>(MarketDataStatusDocument, options);
        }
export type MarketDataStatusQueryHookResult = ReturnType<typeof useMarketDataStatusQuery>;
export type MarketDataStatusLazyQueryHookResult = ReturnType<typeof useMarketDataStatusLazyQuery>;
export type MarketDataStatusSuspenseQueryHookResult = ReturnType<typeof useMarketDataStatusSuspenseQuery>;
export type MarketDataStatusQueryResult = ApolloReactCommon.QueryResult<MarketDataStatusQuery, MarketDataStatusQueryVariables>;
export const DeleteUserAccountDocument = gql`
    mutation DeleteUserAccount($confirm: Boolean) {
  deleteUserAccount(confirm: $confirm)
}
    `;

/**
 * __useDeleteUserAccountMutation__
 *
 * To run a mutation, you first call `useDeleteUserAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteUserAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteUserAccountMutation, { data, loading, error }] = useDeleteUserAccountMutation({
 *   variables: {
 *      confirm: // value for 'confirm'
 *   },
 * });
 */
export function useDeleteUserAccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteUserAccountMutation, DeleteUserAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteUserAccountMutation, DeleteUserAccountMutationVariables>(DeleteUserAccountDocument, options);
      }
export type DeleteUserAccountMutationHookResult = ReturnType<typeof useDeleteUserAccountMutation>;
export type DeleteUserAccountMutationResult = ApolloReactCommon.MutationResult<DeleteUserAccountMutation>;
export const EditUserSettingDocument = gql`
    mutation EditUserSetting($userSettingInput: UserSettingInput!) {
  editUserSetting(userSettingInput: $userSettingInput) {
    ...CurrentUser_user
  }
}
    ${CurrentUser_UserFragmentDoc}`;

/**
 * __useEditUserSettingMutation__
 *
 * To run a mutation, you first call `useEditUserSettingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEditUserSettingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [editUserSettingMutation, { data, loading, error }] = useEditUserSettingMutation({
 *   variables: {
 *      userSettingInput: // value for 'userSettingInput'
 *   },
 * });
 */
export function useEditUserSettingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EditUserSettingMutation, EditUserSettingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EditUserSettingMutation, EditUserSettingMutationVariables>(EditUserSettingDocument, options);
      }
export type EditUserSettingMutationHookResult = ReturnType<typeof useEditUserSettingMutation>;
export type EditUserSettingMutationResult = ApolloReactCommon.MutationResult<EditUserSettingMutation>;
export const RevocationDocument = gql`
    subscription Revocation {
  revocation {
    revokedAt
  }
}
    `;

/**
 * __useRevocationSubscription__
 *
 * To run a query within a React component, call `useRevocationSubscription` and pass it any options that fit your needs.
 * When your component renders, `useRevocationSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRevocationSubscription({
 *   variables: {
 *   },
 * });
 */
export function useRevocationSubscription(baseOptions?: ApolloReactHooks.SubscriptionHookOptions<RevocationSubscription, RevocationSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<RevocationSubscription, RevocationSubscriptionVariables>(RevocationDocument, options);
      }
export type RevocationSubscriptionHookResult = ReturnType<typeof useRevocationSubscription>;
export type RevocationSubscriptionResult = ApolloReactCommon.SubscriptionResult<RevocationSubscription>;
export const SignoutFromAllDevicesDocument = gql`
    query SignoutFromAllDevices {
  signoutFromAllDevices {
    revokedAt
  }
}
    `;

/**
 * __useSignoutFromAllDevicesQuery__
 *
 * To run a query within a React component, call `useSignoutFromAllDevicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useSignoutFromAllDevicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSignoutFromAllDevicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useSignoutFromAllDevicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>(SignoutFromAllDevicesDocument, options);
      }
export function useSignoutFromAllDevicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>(SignoutFromAllDevicesDocument, options);
        }
// @ts-ignore
export function useSignoutFromAllDevicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>;
export function useSignoutFromAllDevicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SignoutFromAllDevicesQuery | undefined, SignoutFromAllDevicesQueryVariables>;
export function useSignoutFromAllDevicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>(SignoutFromAllDevicesDocument, options);
        }
export type SignoutFromAllDevicesQueryHookResult = ReturnType<typeof useSignoutFromAllDevicesQuery>;
export type SignoutFromAllDevicesLazyQueryHookResult = ReturnType<typeof useSignoutFromAllDevicesLazyQuery>;
export type SignoutFromAllDevicesSuspenseQueryHookResult = ReturnType<typeof useSignoutFromAllDevicesSuspenseQuery>;
export type SignoutFromAllDevicesQueryResult = ApolloReactCommon.QueryResult<SignoutFromAllDevicesQuery, SignoutFromAllDevicesQueryVariables>;
export const UpdateUserCurrencyDocument = gql`
    mutation UpdateUserCurrency($newUserCurrency: UserCurrency!) {
  updateUserCurrency(newUserCurrency: $newUserCurrency) {
    ...CurrentUser_user
  }
}
    ${CurrentUser_UserFragmentDoc}`;

/**
 * __useUpdateUserCurrencyMutation__
 *
 * To run a mutation, you first call `useUpdateUserCurrencyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateUserCurrencyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateUserCurrencyMutation, { data, loading, error }] = useUpdateUserCurrencyMutation({
 *   variables: {
 *      newUserCurrency: // value for 'newUserCurrency'
 *   },
 * });
 */
export function useUpdateUserCurrencyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateUserCurrencyMutation, UpdateUserCurrencyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateUserCurrencyMutation, UpdateUserCurrencyMutationVariables>(UpdateUserCurrencyDocument, options);
      }
export type UpdateUserCurrencyMutationHookResult = ReturnType<typeof useUpdateUserCurrencyMutation>;
export type UpdateUserCurrencyMutationResult = ApolloReactCommon.MutationResult<UpdateUserCurrencyMutation>;