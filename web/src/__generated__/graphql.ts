/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Input of `exchangeSessionToken`. */
export type ExchangeSessionTokenInput = {
  /** The token a host app or mini-program put in the page URL. */
  token: string;
};

/** Input of `loginByCode`. */
export type LoginByCodeInput = {
  /** The 6-digit code from the SMS. */
  code: string;
  /** Who introduced this visitor, from the page URL (spec §3). */
  introduceId?: string | null | undefined;
  /** How this visitor was introduced; `2` by default. */
  introduceType?: string | null | undefined;
  /** The member's mobile. */
  mobile: string;
};

/** Input of `loginByPassword`. */
export type LoginByPasswordInput = {
  /** The member's mobile. */
  mobile: string;
  /** The member's password. */
  password: string;
};

/** Input of `register`. */
export type RegisterInput = {
  /** The 6-digit code sent with purpose REGISTER. */
  code: string;
  /** Who introduced this visitor, from the page URL. */
  introduceId?: string | null | undefined;
  /** How this visitor was introduced; `2` by default. */
  introduceType?: string | null | undefined;
  /** The new member's mobile. */
  mobile: string;
  /** The new password: 8 to 20 characters with both letters and digits. */
  password: string;
};

/** Input of `resetPassword`. */
export type ResetPasswordInput = {
  /** The 6-digit code sent with purpose RESET_PASSWORD. */
  code: string;
  /** The member's mobile. */
  mobile: string;
  /** The new password: 8 to 20 characters with both letters and digits. */
  newPassword: string;
};

/** Input of `sendVerifyCode`. */
export type SendVerifyCodeInput = {
  /** The mobile to send the code to. */
  mobile: string;
  /** What the code is for. */
  purpose: VerifyCodePurpose;
};

/** Input of `updateNickname`. */
export type UpdateNicknameInput = {
  /** The new nickname, 1 to 20 characters. */
  nickName: string;
};

/** Why a verify code is being sent. */
export type VerifyCodePurpose =
  /** Log in (an unknown mobile is registered on the spot). */
  | 'LOGIN'
  /** Register a new member. */
  | 'REGISTER'
  /** Reset a forgotten password. */
  | 'RESET_PASSWORD';

export type StartupExchangeSessionTokenMutationVariables = Exact<{
  input: ExchangeSessionTokenInput;
}>;


export type StartupExchangeSessionTokenMutation = { exchangeSessionToken: { user: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type MemberCard_UserFragment = { id: string, nickName: string, maskedMobile: string, avatarUrl: string | null };

export type UserErrors_ErrorFragment = { field: Array<string> | null, message: string, code: string };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { me: { id: string, nickName: string, avatarUrl: string | null } | null };

export type LoginPageSendCodeMutationVariables = Exact<{
  input: SendVerifyCodeInput;
}>;


export type LoginPageSendCodeMutation = { sendVerifyCode: { resendIn: number | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type LoginPageLoginByCodeMutationVariables = Exact<{
  input: LoginByCodeInput;
}>;


export type LoginPageLoginByCodeMutation = { loginByCode: { user: { id: string, nickName: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type LoginPageLoginByPasswordMutationVariables = Exact<{
  input: LoginByPasswordInput;
}>;


export type LoginPageLoginByPasswordMutation = { loginByPassword: { user: { id: string, nickName: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type LoginPageResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type LoginPageResetPasswordMutation = { resetPassword: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PersonalPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonalPageQuery = { me: { id: string, nickName: string, maskedMobile: string, avatarUrl: string | null } | null };

export type PersonalPageUpdateNicknameMutationVariables = Exact<{
  input: UpdateNicknameInput;
}>;


export type PersonalPageUpdateNicknameMutation = { updateNickname: { user: { id: string, nickName: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PersonalPageLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type PersonalPageLogoutMutation = { logout: { ok: boolean } };

export type RegisterPageSendCodeMutationVariables = Exact<{
  input: SendVerifyCodeInput;
}>;


export type RegisterPageSendCodeMutation = { sendVerifyCode: { resendIn: number | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type RegisterPageRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterPageRegisterMutation = { register: { user: { id: string, nickName: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export const MemberCard_UserFragmentDoc = gql`
    fragment MemberCard_user on User {
  id
  nickName
  maskedMobile
  avatarUrl
}
    `;
export const UserErrors_ErrorFragmentDoc = gql`
    fragment UserErrors_error on UserError {
  field
  message
  code
}
    `;
export const StartupExchangeSessionTokenDocument = gql`
    mutation StartupExchangeSessionToken($input: ExchangeSessionTokenInput!) {
  exchangeSessionToken(input: $input) {
    user {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type StartupExchangeSessionTokenMutationFn = Apollo.MutationFunction<StartupExchangeSessionTokenMutation, StartupExchangeSessionTokenMutationVariables>;

/**
 * __useStartupExchangeSessionTokenMutation__
 *
 * To run a mutation, you first call `useStartupExchangeSessionTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStartupExchangeSessionTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [startupExchangeSessionTokenMutation, { data, loading, error }] = useStartupExchangeSessionTokenMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useStartupExchangeSessionTokenMutation(baseOptions?: Apollo.MutationHookOptions<StartupExchangeSessionTokenMutation, StartupExchangeSessionTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<StartupExchangeSessionTokenMutation, StartupExchangeSessionTokenMutationVariables>(StartupExchangeSessionTokenDocument, options);
      }
export type StartupExchangeSessionTokenMutationHookResult = ReturnType<typeof useStartupExchangeSessionTokenMutation>;
export type StartupExchangeSessionTokenMutationResult = Apollo.MutationResult<StartupExchangeSessionTokenMutation>;
export type StartupExchangeSessionTokenMutationOptions = Apollo.BaseMutationOptions<StartupExchangeSessionTokenMutation, StartupExchangeSessionTokenMutationVariables>;
export const HomePageQueryDocument = gql`
    query HomePageQuery {
  me {
    id
    nickName
    avatarUrl
  }
}
    `;

/**
 * __useHomePageQuery__
 *
 * To run a query within a React component, call `useHomePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useHomePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHomePageQuery({
 *   variables: {
 *   },
 * });
 */
export function useHomePageQuery(baseOptions?: Apollo.QueryHookOptions<HomePageQuery, HomePageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HomePageQuery, HomePageQueryVariables>(HomePageQueryDocument, options);
      }
export function useHomePageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HomePageQuery, HomePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HomePageQuery, HomePageQueryVariables>(HomePageQueryDocument, options);
        }
// @ts-ignore
export function useHomePageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HomePageQuery, HomePageQueryVariables>): Apollo.UseSuspenseQueryResult<HomePageQuery, HomePageQueryVariables>;
export function useHomePageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HomePageQuery, HomePageQueryVariables>): Apollo.UseSuspenseQueryResult<HomePageQuery | undefined, HomePageQueryVariables>;
export function useHomePageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HomePageQuery, HomePageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HomePageQuery, HomePageQueryVariables>(HomePageQueryDocument, options);
        }
export type HomePageQueryHookResult = ReturnType<typeof useHomePageQuery>;
export type HomePageQueryLazyQueryHookResult = ReturnType<typeof useHomePageQueryLazyQuery>;
export type HomePageQuerySuspenseQueryHookResult = ReturnType<typeof useHomePageQuerySuspenseQuery>;
export type HomePageQueryQueryResult = Apollo.QueryResult<HomePageQuery, HomePageQueryVariables>;
export const LoginPageSendCodeDocument = gql`
    mutation LoginPageSendCode($input: SendVerifyCodeInput!) {
  sendVerifyCode(input: $input) {
    resendIn
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type LoginPageSendCodeMutationFn = Apollo.MutationFunction<LoginPageSendCodeMutation, LoginPageSendCodeMutationVariables>;

/**
 * __useLoginPageSendCodeMutation__
 *
 * To run a mutation, you first call `useLoginPageSendCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginPageSendCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginPageSendCodeMutation, { data, loading, error }] = useLoginPageSendCodeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginPageSendCodeMutation(baseOptions?: Apollo.MutationHookOptions<LoginPageSendCodeMutation, LoginPageSendCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LoginPageSendCodeMutation, LoginPageSendCodeMutationVariables>(LoginPageSendCodeDocument, options);
      }
export type LoginPageSendCodeMutationHookResult = ReturnType<typeof useLoginPageSendCodeMutation>;
export type LoginPageSendCodeMutationResult = Apollo.MutationResult<LoginPageSendCodeMutation>;
export type LoginPageSendCodeMutationOptions = Apollo.BaseMutationOptions<LoginPageSendCodeMutation, LoginPageSendCodeMutationVariables>;
export const LoginPageLoginByCodeDocument = gql`
    mutation LoginPageLoginByCode($input: LoginByCodeInput!) {
  loginByCode(input: $input) {
    user {
      id
      nickName
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type LoginPageLoginByCodeMutationFn = Apollo.MutationFunction<LoginPageLoginByCodeMutation, LoginPageLoginByCodeMutationVariables>;

/**
 * __useLoginPageLoginByCodeMutation__
 *
 * To run a mutation, you first call `useLoginPageLoginByCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginPageLoginByCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginPageLoginByCodeMutation, { data, loading, error }] = useLoginPageLoginByCodeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginPageLoginByCodeMutation(baseOptions?: Apollo.MutationHookOptions<LoginPageLoginByCodeMutation, LoginPageLoginByCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LoginPageLoginByCodeMutation, LoginPageLoginByCodeMutationVariables>(LoginPageLoginByCodeDocument, options);
      }
export type LoginPageLoginByCodeMutationHookResult = ReturnType<typeof useLoginPageLoginByCodeMutation>;
export type LoginPageLoginByCodeMutationResult = Apollo.MutationResult<LoginPageLoginByCodeMutation>;
export type LoginPageLoginByCodeMutationOptions = Apollo.BaseMutationOptions<LoginPageLoginByCodeMutation, LoginPageLoginByCodeMutationVariables>;
export const LoginPageLoginByPasswordDocument = gql`
    mutation LoginPageLoginByPassword($input: LoginByPasswordInput!) {
  loginByPassword(input: $input) {
    user {
      id
      nickName
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type LoginPageLoginByPasswordMutationFn = Apollo.MutationFunction<LoginPageLoginByPasswordMutation, LoginPageLoginByPasswordMutationVariables>;

/**
 * __useLoginPageLoginByPasswordMutation__
 *
 * To run a mutation, you first call `useLoginPageLoginByPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginPageLoginByPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginPageLoginByPasswordMutation, { data, loading, error }] = useLoginPageLoginByPasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginPageLoginByPasswordMutation(baseOptions?: Apollo.MutationHookOptions<LoginPageLoginByPasswordMutation, LoginPageLoginByPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LoginPageLoginByPasswordMutation, LoginPageLoginByPasswordMutationVariables>(LoginPageLoginByPasswordDocument, options);
      }
export type LoginPageLoginByPasswordMutationHookResult = ReturnType<typeof useLoginPageLoginByPasswordMutation>;
export type LoginPageLoginByPasswordMutationResult = Apollo.MutationResult<LoginPageLoginByPasswordMutation>;
export type LoginPageLoginByPasswordMutationOptions = Apollo.BaseMutationOptions<LoginPageLoginByPasswordMutation, LoginPageLoginByPasswordMutationVariables>;
export const LoginPageResetPasswordDocument = gql`
    mutation LoginPageResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    ok
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type LoginPageResetPasswordMutationFn = Apollo.MutationFunction<LoginPageResetPasswordMutation, LoginPageResetPasswordMutationVariables>;

/**
 * __useLoginPageResetPasswordMutation__
 *
 * To run a mutation, you first call `useLoginPageResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginPageResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginPageResetPasswordMutation, { data, loading, error }] = useLoginPageResetPasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginPageResetPasswordMutation(baseOptions?: Apollo.MutationHookOptions<LoginPageResetPasswordMutation, LoginPageResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LoginPageResetPasswordMutation, LoginPageResetPasswordMutationVariables>(LoginPageResetPasswordDocument, options);
      }
export type LoginPageResetPasswordMutationHookResult = ReturnType<typeof useLoginPageResetPasswordMutation>;
export type LoginPageResetPasswordMutationResult = Apollo.MutationResult<LoginPageResetPasswordMutation>;
export type LoginPageResetPasswordMutationOptions = Apollo.BaseMutationOptions<LoginPageResetPasswordMutation, LoginPageResetPasswordMutationVariables>;
export const PersonalPageQueryDocument = gql`
    query PersonalPageQuery {
  me {
    id
    ...MemberCard_user
  }
}
    ${MemberCard_UserFragmentDoc}`;

/**
 * __usePersonalPageQuery__
 *
 * To run a query within a React component, call `usePersonalPageQuery` and pass it any options that fit your needs.
 * When your component renders, `usePersonalPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePersonalPageQuery({
 *   variables: {
 *   },
 * });
 */
export function usePersonalPageQuery(baseOptions?: Apollo.QueryHookOptions<PersonalPageQuery, PersonalPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PersonalPageQuery, PersonalPageQueryVariables>(PersonalPageQueryDocument, options);
      }
export function usePersonalPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PersonalPageQuery, PersonalPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PersonalPageQuery, PersonalPageQueryVariables>(PersonalPageQueryDocument, options);
        }
// @ts-ignore
export function usePersonalPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PersonalPageQuery, PersonalPageQueryVariables>): Apollo.UseSuspenseQueryResult<PersonalPageQuery, PersonalPageQueryVariables>;
export function usePersonalPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PersonalPageQuery, PersonalPageQueryVariables>): Apollo.UseSuspenseQueryResult<PersonalPageQuery | undefined, PersonalPageQueryVariables>;
export function usePersonalPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PersonalPageQuery, PersonalPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PersonalPageQuery, PersonalPageQueryVariables>(PersonalPageQueryDocument, options);
        }
export type PersonalPageQueryHookResult = ReturnType<typeof usePersonalPageQuery>;
export type PersonalPageQueryLazyQueryHookResult = ReturnType<typeof usePersonalPageQueryLazyQuery>;
export type PersonalPageQuerySuspenseQueryHookResult = ReturnType<typeof usePersonalPageQuerySuspenseQuery>;
export type PersonalPageQueryQueryResult = Apollo.QueryResult<PersonalPageQuery, PersonalPageQueryVariables>;
export const PersonalPageUpdateNicknameDocument = gql`
    mutation PersonalPageUpdateNickname($input: UpdateNicknameInput!) {
  updateNickname(input: $input) {
    user {
      id
      nickName
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type PersonalPageUpdateNicknameMutationFn = Apollo.MutationFunction<PersonalPageUpdateNicknameMutation, PersonalPageUpdateNicknameMutationVariables>;

/**
 * __usePersonalPageUpdateNicknameMutation__
 *
 * To run a mutation, you first call `usePersonalPageUpdateNicknameMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePersonalPageUpdateNicknameMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [personalPageUpdateNicknameMutation, { data, loading, error }] = usePersonalPageUpdateNicknameMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePersonalPageUpdateNicknameMutation(baseOptions?: Apollo.MutationHookOptions<PersonalPageUpdateNicknameMutation, PersonalPageUpdateNicknameMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PersonalPageUpdateNicknameMutation, PersonalPageUpdateNicknameMutationVariables>(PersonalPageUpdateNicknameDocument, options);
      }
export type PersonalPageUpdateNicknameMutationHookResult = ReturnType<typeof usePersonalPageUpdateNicknameMutation>;
export type PersonalPageUpdateNicknameMutationResult = Apollo.MutationResult<PersonalPageUpdateNicknameMutation>;
export type PersonalPageUpdateNicknameMutationOptions = Apollo.BaseMutationOptions<PersonalPageUpdateNicknameMutation, PersonalPageUpdateNicknameMutationVariables>;
export const PersonalPageLogoutDocument = gql`
    mutation PersonalPageLogout {
  logout {
    ok
  }
}
    `;
export type PersonalPageLogoutMutationFn = Apollo.MutationFunction<PersonalPageLogoutMutation, PersonalPageLogoutMutationVariables>;

/**
 * __usePersonalPageLogoutMutation__
 *
 * To run a mutation, you first call `usePersonalPageLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePersonalPageLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [personalPageLogoutMutation, { data, loading, error }] = usePersonalPageLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function usePersonalPageLogoutMutation(baseOptions?: Apollo.MutationHookOptions<PersonalPageLogoutMutation, PersonalPageLogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PersonalPageLogoutMutation, PersonalPageLogoutMutationVariables>(PersonalPageLogoutDocument, options);
      }
export type PersonalPageLogoutMutationHookResult = ReturnType<typeof usePersonalPageLogoutMutation>;
export type PersonalPageLogoutMutationResult = Apollo.MutationResult<PersonalPageLogoutMutation>;
export type PersonalPageLogoutMutationOptions = Apollo.BaseMutationOptions<PersonalPageLogoutMutation, PersonalPageLogoutMutationVariables>;
export const RegisterPageSendCodeDocument = gql`
    mutation RegisterPageSendCode($input: SendVerifyCodeInput!) {
  sendVerifyCode(input: $input) {
    resendIn
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type RegisterPageSendCodeMutationFn = Apollo.MutationFunction<RegisterPageSendCodeMutation, RegisterPageSendCodeMutationVariables>;

/**
 * __useRegisterPageSendCodeMutation__
 *
 * To run a mutation, you first call `useRegisterPageSendCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterPageSendCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerPageSendCodeMutation, { data, loading, error }] = useRegisterPageSendCodeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegisterPageSendCodeMutation(baseOptions?: Apollo.MutationHookOptions<RegisterPageSendCodeMutation, RegisterPageSendCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RegisterPageSendCodeMutation, RegisterPageSendCodeMutationVariables>(RegisterPageSendCodeDocument, options);
      }
export type RegisterPageSendCodeMutationHookResult = ReturnType<typeof useRegisterPageSendCodeMutation>;
export type RegisterPageSendCodeMutationResult = Apollo.MutationResult<RegisterPageSendCodeMutation>;
export type RegisterPageSendCodeMutationOptions = Apollo.BaseMutationOptions<RegisterPageSendCodeMutation, RegisterPageSendCodeMutationVariables>;
export const RegisterPageRegisterDocument = gql`
    mutation RegisterPageRegister($input: RegisterInput!) {
  register(input: $input) {
    user {
      id
      nickName
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type RegisterPageRegisterMutationFn = Apollo.MutationFunction<RegisterPageRegisterMutation, RegisterPageRegisterMutationVariables>;

/**
 * __useRegisterPageRegisterMutation__
 *
 * To run a mutation, you first call `useRegisterPageRegisterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterPageRegisterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerPageRegisterMutation, { data, loading, error }] = useRegisterPageRegisterMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegisterPageRegisterMutation(baseOptions?: Apollo.MutationHookOptions<RegisterPageRegisterMutation, RegisterPageRegisterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RegisterPageRegisterMutation, RegisterPageRegisterMutationVariables>(RegisterPageRegisterDocument, options);
      }
export type RegisterPageRegisterMutationHookResult = ReturnType<typeof useRegisterPageRegisterMutation>;
export type RegisterPageRegisterMutationResult = Apollo.MutationResult<RegisterPageRegisterMutation>;
export type RegisterPageRegisterMutationOptions = Apollo.BaseMutationOptions<RegisterPageRegisterMutation, RegisterPageRegisterMutationVariables>;