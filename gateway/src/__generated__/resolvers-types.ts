import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { LegacyUserInfo } from '../domains/user/api.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date `YYYY-MM-DD` in Asia/Shanghai. */
  Date: { input: string; output: string; }
  /** An instant in ISO 8601 with the `+08:00` offset, e.g. `2026-11-21T09:30:00+08:00`. */
  DateTime: { input: string; output: string; }
  /** A mainland mobile number: 11 digits starting with 1. */
  Mobile: { input: string; output: string; }
};

/** Input of `exchangeSessionToken`. */
export type ExchangeSessionTokenInput = {
  /** The token a host app or mini-program put in the page URL. */
  token: Scalars['String']['input'];
};

/** The member's gender as the backend records it. */
export type Gender =
  /** Female. */
  | 'FEMALE'
  /** Male. */
  | 'MALE'
  /** Not given. */
  | 'UNKNOWN';

/** Input of `loginByCode`. */
export type LoginByCodeInput = {
  /** The 6-digit code from the SMS. */
  code: Scalars['String']['input'];
  /** Who introduced this visitor, from the page URL (spec §3). */
  introduceId?: InputMaybe<Scalars['String']['input']>;
  /** How this visitor was introduced; `2` by default. */
  introduceType?: InputMaybe<Scalars['String']['input']>;
  /** The member's mobile. */
  mobile: Scalars['String']['input'];
};

/** Input of `loginByPassword`. */
export type LoginByPasswordInput = {
  /** The member's mobile. */
  mobile: Scalars['String']['input'];
  /** The member's password. */
  password: Scalars['String']['input'];
};

/** Result of a login: the member, with the session cookie set on the response. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The member now logged in, or null when the login failed. */
  user?: Maybe<User>;
  /** Why the login failed, if it did. */
  userErrors: Array<UserError>;
};

/** Result of `logout`. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** Always true: the session cookie is cleared even if the backend had already ended the session. */
  ok: Scalars['Boolean']['output'];
};

/** Money: an integer number of fen with its display forms. */
export type Money = {
  __typename?: 'Money';
  /** The amount in fen (1 yuan = 100 fen). */
  fen: Scalars['Int']['output'];
  /** The amount for display, e.g. `¥12.5`. */
  text: Scalars['String']['output'];
  /** The amount in yuan as a decimal string with two places, e.g. `12.50`. */
  yuan: Scalars['String']['output'];
};

/** The root mutation type; each domain extends it. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Turns a token handed over by a host app or mini-program (page URL) into the session cookie, valid 7 days. */
  exchangeSessionToken: LoginPayload;
  /** Logs in with an SMS code; sets the session cookie. */
  loginByCode: LoginPayload;
  /** Logs in with mobile and password; sets the session cookie. */
  loginByPassword: LoginPayload;
  /** Ends the session and clears the cookie. */
  logout: LogoutPayload;
  /** Does nothing; present so the root type is never empty. */
  noop?: Maybe<Scalars['Boolean']['output']>;
  /** Registers a new member and logs them in; sets the session cookie. */
  register: LoginPayload;
  /** Sets a new password after checking an SMS code. */
  resetPassword: ResetPasswordPayload;
  /** Sends a 6-digit code by SMS. One code per mobile per 60 seconds. */
  sendVerifyCode: SendVerifyCodePayload;
  /** Changes the logged-in member's nickname. */
  updateNickname: UpdateNicknamePayload;
};


/** The root mutation type; each domain extends it. */
export type MutationExchangeSessionTokenArgs = {
  input: ExchangeSessionTokenInput;
};


/** The root mutation type; each domain extends it. */
export type MutationLoginByCodeArgs = {
  input: LoginByCodeInput;
};


/** The root mutation type; each domain extends it. */
export type MutationLoginByPasswordArgs = {
  input: LoginByPasswordInput;
};


/** The root mutation type; each domain extends it. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** The root mutation type; each domain extends it. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** The root mutation type; each domain extends it. */
export type MutationSendVerifyCodeArgs = {
  input: SendVerifyCodeInput;
};


/** The root mutation type; each domain extends it. */
export type MutationUpdateNicknameArgs = {
  input: UpdateNicknameInput;
};

/** The root query type; each domain extends it. */
export type Query = {
  __typename?: 'Query';
  /** The gateway's version string, for health dashboards and support. */
  apiVersion: Scalars['String']['output'];
  /** The member behind this request's session, or null when anonymous. An expired session is an `UNAUTHENTICATED` error. */
  me?: Maybe<User>;
};

/** Input of `register`. */
export type RegisterInput = {
  /** The 6-digit code sent with purpose REGISTER. */
  code: Scalars['String']['input'];
  /** Who introduced this visitor, from the page URL. */
  introduceId?: InputMaybe<Scalars['String']['input']>;
  /** How this visitor was introduced; `2` by default. */
  introduceType?: InputMaybe<Scalars['String']['input']>;
  /** The new member's mobile. */
  mobile: Scalars['String']['input'];
  /** The new password: 8 to 20 characters with both letters and digits. */
  password: Scalars['String']['input'];
};

/** Input of `resetPassword`. */
export type ResetPasswordInput = {
  /** The 6-digit code sent with purpose RESET_PASSWORD. */
  code: Scalars['String']['input'];
  /** The member's mobile. */
  mobile: Scalars['String']['input'];
  /** The new password: 8 to 20 characters with both letters and digits. */
  newPassword: Scalars['String']['input'];
};

/** Result of `resetPassword`. Every existing session of the member ends. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** True when the password was changed. */
  ok: Scalars['Boolean']['output'];
  /** Why it was not changed, if it was not. */
  userErrors: Array<UserError>;
};

/** Input of `sendVerifyCode`. */
export type SendVerifyCodeInput = {
  /** The mobile to send the code to. */
  mobile: Scalars['String']['input'];
  /** What the code is for. */
  purpose: VerifyCodePurpose;
};

/** Result of `sendVerifyCode`. */
export type SendVerifyCodePayload = {
  __typename?: 'SendVerifyCodePayload';
  /** Seconds until another code can be requested for this mobile, when sent. */
  resendIn?: Maybe<Scalars['Int']['output']>;
  /** Why the code was not sent, if it was not. */
  userErrors: Array<UserError>;
};

/** Input of `updateNickname`. */
export type UpdateNicknameInput = {
  /** The new nickname, 1 to 20 characters. */
  nickName: Scalars['String']['input'];
};

/** Result of `updateNickname`. */
export type UpdateNicknamePayload = {
  __typename?: 'UpdateNicknamePayload';
  /** The member after the change. */
  user?: Maybe<User>;
  /** Why it was not changed, if it was not. */
  userErrors: Array<UserError>;
};

/** A logged-in member (spec §3 User info). */
export type User = {
  __typename?: 'User';
  /** Absolute path of the avatar image on this site, or null when none was uploaded. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  /** Birthday, or null when not given. */
  birthday?: Maybe<Scalars['Date']['output']>;
  /** Gender. */
  gender: Gender;
  /** The member's id in the backend. */
  id: Scalars['ID']['output'];
  /** Id of the member who introduced this one, empty when none. */
  introduceId: Scalars['String']['output'];
  /** How the member was introduced; `2` by default. */
  introduceType: Scalars['String']['output'];
  /** The login name (usually the mobile number). */
  loginName: Scalars['String']['output'];
  /** The mobile with its middle four digits masked, e.g. `138****8000`, for display. */
  maskedMobile: Scalars['String']['output'];
  /** E-mail address, empty when not given. */
  memEmail: Scalars['String']['output'];
  /** The full mobile number. Only ever returned to the member themself. */
  mobile: Scalars['Mobile']['output'];
  /** The nickname shown across the storefront. */
  nickName: Scalars['String']['output'];
  /** QQ number, empty when not given. */
  qq: Scalars['String']['output'];
  /** The member's signature line, empty when not given. */
  signature: Scalars['String']['output'];
  /** WeChat id, empty when not given. */
  wechat: Scalars['String']['output'];
  /** The member's distribution code (yingke code), empty when not in the programme. */
  yingkeCode: Scalars['String']['output'];
};

/** An expected business failure of a mutation, returned as data rather than as a GraphQL error. */
export type UserError = {
  __typename?: 'UserError';
  /** A stable machine-readable code, e.g. `VERIFY_CODE_WRONG`. */
  code: Scalars['String']['output'];
  /** The input field the error is about, as a path (e.g. `["input", "mobile"]`), or null for the whole input. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** A message in Chinese that tells the shopper what to do. */
  message: Scalars['String']['output'];
};

/** Why a verify code is being sent. */
export type VerifyCodePurpose =
  /** Log in (an unknown mobile is registered on the spot). */
  | 'LOGIN'
  /** Register a new member. */
  | 'REGISTER'
  /** Reset a forgotten password. */
  | 'RESET_PASSWORD';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ExchangeSessionTokenInput: ExchangeSessionTokenInput;
  Gender: Gender;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginByCodeInput: LoginByCodeInput;
  LoginByPasswordInput: LoginByPasswordInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  Mobile: ResolverTypeWrapper<Scalars['Mobile']['output']>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  SendVerifyCodeInput: SendVerifyCodeInput;
  SendVerifyCodePayload: ResolverTypeWrapper<SendVerifyCodePayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateNicknameInput: UpdateNicknameInput;
  UpdateNicknamePayload: ResolverTypeWrapper<Omit<UpdateNicknamePayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  User: ResolverTypeWrapper<LegacyUserInfo>;
  UserError: ResolverTypeWrapper<UserError>;
  VerifyCodePurpose: VerifyCodePurpose;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  ExchangeSessionTokenInput: ExchangeSessionTokenInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginByCodeInput: LoginByCodeInput;
  LoginByPasswordInput: LoginByPasswordInput;
  LoginPayload: Omit<LoginPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  LogoutPayload: LogoutPayload;
  Mobile: Scalars['Mobile']['output'];
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  SendVerifyCodeInput: SendVerifyCodeInput;
  SendVerifyCodePayload: SendVerifyCodePayload;
  String: Scalars['String']['output'];
  UpdateNicknameInput: UpdateNicknameInput;
  UpdateNicknamePayload: Omit<UpdateNicknamePayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  User: LegacyUserInfo;
  UserError: UserError;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = ResolversObject<{
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type LogoutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface MobileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Mobile'], any> {
  name: 'Mobile';
}

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  fen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yuan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  exchangeSessionToken?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationExchangeSessionTokenArgs, 'input'>>;
  loginByCode?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginByCodeArgs, 'input'>>;
  loginByPassword?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginByPasswordArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  register?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  sendVerifyCode?: Resolver<ResolversTypes['SendVerifyCodePayload'], ParentType, ContextType, RequireFields<MutationSendVerifyCodeArgs, 'input'>>;
  updateNickname?: Resolver<ResolversTypes['UpdateNicknamePayload'], ParentType, ContextType, RequireFields<MutationUpdateNicknameArgs, 'input'>>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  apiVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SendVerifyCodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendVerifyCodePayload'] = ResolversParentTypes['SendVerifyCodePayload']> = ResolversObject<{
  resendIn?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UpdateNicknamePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateNicknamePayload'] = ResolversParentTypes['UpdateNicknamePayload']> = ResolversObject<{
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['Gender'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  introduceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  introduceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loginName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedMobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['Mobile'], ParentType, ContextType>;
  nickName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qq?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wechat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yingkeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  Mobile?: GraphQLScalarType;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  SendVerifyCodePayload?: SendVerifyCodePayloadResolvers<ContextType>;
  UpdateNicknamePayload?: UpdateNicknamePayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
}>;

