import type { GenEnum, GenFile, GenMessage, GenService } from "@bufbuild/protobuf/codegenv2";
import type { Timestamp } from "@bufbuild/protobuf/wkt";
import type { MatchInfo, SeatKind } from "./common_pb.js";
import type { Message } from "@bufbuild/protobuf";
/**
 * Describes the file ludus/v1/players.proto.
 */
export declare const file_ludus_v1_players: GenFile;
/**
 * A player's public profile.
 *
 * @generated from message ludus.v1.Profile
 */
export type Profile = Message<"ludus.v1.Profile"> & {
    /**
     * The player's stable id (a UUID); it never changes, even if the name does.
     *
     * @generated from field: string player_id = 1;
     */
    playerId: string;
    /**
     * The player's name as they wrote it (unique regardless of case).
     *
     * @generated from field: string name = 2;
     */
    name: string;
    /**
     * What kind of account this is.
     *
     * @generated from field: ludus.v1.PlayerKind kind = 3;
     */
    kind: PlayerKind;
    /**
     * When the player signed up.
     *
     * @generated from field: google.protobuf.Timestamp member_since = 4;
     */
    memberSince?: Timestamp;
    /**
     * The name to show: the display name the player chose (UpdateProfile), else their name.
     *
     * @generated from field: string display_name = 5;
     */
    displayName: string;
    /**
     * The player's generated avatar (an identicon drawn from their id) as an SVG document.
     *
     * @generated from field: string avatar_svg = 6;
     */
    avatarSvg: string;
    /**
     * Where the HTTP/JSON face serves the same avatar (`GET <path>`, image/svg+xml).
     *
     * @generated from field: string avatar_path = 7;
     */
    avatarPath: string;
};
/**
 * Describes the message ludus.v1.Profile.
 * Use `create(ProfileSchema)` to create a new message.
 */
export declare const ProfileSchema: GenMessage<Profile>;
/**
 * The tokens of a sign-in.
 *
 * @generated from message ludus.v1.Session
 */
export type Session = Message<"ludus.v1.Session"> & {
    /**
     * The signed-in player.
     *
     * @generated from field: ludus.v1.Profile player = 1;
     */
    player?: Profile;
    /**
     * Sent as `authorization: Bearer <access_token>` by every call that acts for the player.
     *
     * @generated from field: string access_token = 2;
     */
    accessToken: string;
    /**
     * When the access token expires; refresh before then.
     *
     * @generated from field: google.protobuf.Timestamp access_expires_at = 3;
     */
    accessExpiresAt?: Timestamp;
    /**
     * Trades for new tokens once (Refresh). Keep it secret: it is the sign-in.
     *
     * @generated from field: string refresh_token = 4;
     */
    refreshToken: string;
};
/**
 * Describes the message ludus.v1.Session.
 * Use `create(SessionSchema)` to create a new message.
 */
export declare const SessionSchema: GenMessage<Session>;
/**
 * SignUp's request.
 *
 * @generated from message ludus.v1.SignUpRequest
 */
export type SignUpRequest = Message<"ludus.v1.SignUpRequest"> & {
    /**
     * 3 to 32 letters, digits, '_', '-' or '.', starting with a letter or digit.
     *
     * @generated from field: string name = 1;
     */
    name: string;
    /**
     * 8 to 1024 characters.
     *
     * @generated from field: string password = 2;
     */
    password: string;
};
/**
 * Describes the message ludus.v1.SignUpRequest.
 * Use `create(SignUpRequestSchema)` to create a new message.
 */
export declare const SignUpRequestSchema: GenMessage<SignUpRequest>;
/**
 * SignUp's answer.
 *
 * @generated from message ludus.v1.SignUpResponse
 */
export type SignUpResponse = Message<"ludus.v1.SignUpResponse"> & {
    /**
     * The new player's first sign-in.
     *
     * @generated from field: ludus.v1.Session session = 1;
     */
    session?: Session;
};
/**
 * Describes the message ludus.v1.SignUpResponse.
 * Use `create(SignUpResponseSchema)` to create a new message.
 */
export declare const SignUpResponseSchema: GenMessage<SignUpResponse>;
/**
 * SignIn's request.
 *
 * @generated from message ludus.v1.SignInRequest
 */
export type SignInRequest = Message<"ludus.v1.SignInRequest"> & {
    /**
     * The player's name, in any case.
     *
     * @generated from field: string name = 1;
     */
    name: string;
    /**
     * The player's password.
     *
     * @generated from field: string password = 2;
     */
    password: string;
};
/**
 * Describes the message ludus.v1.SignInRequest.
 * Use `create(SignInRequestSchema)` to create a new message.
 */
export declare const SignInRequestSchema: GenMessage<SignInRequest>;
/**
 * SignIn's answer.
 *
 * @generated from message ludus.v1.SignInResponse
 */
export type SignInResponse = Message<"ludus.v1.SignInResponse"> & {
    /**
     * The new sign-in.
     *
     * @generated from field: ludus.v1.Session session = 1;
     */
    session?: Session;
};
/**
 * Describes the message ludus.v1.SignInResponse.
 * Use `create(SignInResponseSchema)` to create a new message.
 */
export declare const SignInResponseSchema: GenMessage<SignInResponse>;
/**
 * SignInAsGuest's request.
 *
 * @generated from message ludus.v1.SignInAsGuestRequest
 */
export type SignInAsGuestRequest = Message<"ludus.v1.SignInAsGuestRequest"> & {
    /**
     * The guest's name (the same rules as SignUp's, and unique among all players).
     *
     * @generated from field: string name = 1;
     */
    name: string;
};
/**
 * Describes the message ludus.v1.SignInAsGuestRequest.
 * Use `create(SignInAsGuestRequestSchema)` to create a new message.
 */
export declare const SignInAsGuestRequestSchema: GenMessage<SignInAsGuestRequest>;
/**
 * SignInAsGuest's answer.
 *
 * @generated from message ludus.v1.SignInAsGuestResponse
 */
export type SignInAsGuestResponse = Message<"ludus.v1.SignInAsGuestResponse"> & {
    /**
     * The guest's sign-in.
     *
     * @generated from field: ludus.v1.Session session = 1;
     */
    session?: Session;
};
/**
 * Describes the message ludus.v1.SignInAsGuestResponse.
 * Use `create(SignInAsGuestResponseSchema)` to create a new message.
 */
export declare const SignInAsGuestResponseSchema: GenMessage<SignInAsGuestResponse>;
/**
 * SignInWithIdToken's request.
 *
 * @generated from message ludus.v1.SignInWithIdTokenRequest
 */
export type SignInWithIdTokenRequest = Message<"ludus.v1.SignInWithIdTokenRequest"> & {
    /**
     * The issuer's ID token (a signed JWT) from its token endpoint.
     *
     * @generated from field: string id_token = 1;
     */
    idToken: string;
    /**
     * The nonce the client sent in its authorization request: when given, the token's `nonce`
     * claim must equal it (OIDC_TOKEN_NONCE otherwise).
     *
     * @generated from field: string nonce = 2;
     */
    nonce: string;
};
/**
 * Describes the message ludus.v1.SignInWithIdTokenRequest.
 * Use `create(SignInWithIdTokenRequestSchema)` to create a new message.
 */
export declare const SignInWithIdTokenRequestSchema: GenMessage<SignInWithIdTokenRequest>;
/**
 * SignInWithIdToken's answer.
 *
 * @generated from message ludus.v1.SignInWithIdTokenResponse
 */
export type SignInWithIdTokenResponse = Message<"ludus.v1.SignInWithIdTokenResponse"> & {
    /**
     * The new sign-in.
     *
     * @generated from field: ludus.v1.Session session = 1;
     */
    session?: Session;
};
/**
 * Describes the message ludus.v1.SignInWithIdTokenResponse.
 * Use `create(SignInWithIdTokenResponseSchema)` to create a new message.
 */
export declare const SignInWithIdTokenResponseSchema: GenMessage<SignInWithIdTokenResponse>;
/**
 * Refresh's request.
 *
 * @generated from message ludus.v1.RefreshRequest
 */
export type RefreshRequest = Message<"ludus.v1.RefreshRequest"> & {
    /**
     * The newest refresh token of the sign-in.
     *
     * @generated from field: string refresh_token = 1;
     */
    refreshToken: string;
};
/**
 * Describes the message ludus.v1.RefreshRequest.
 * Use `create(RefreshRequestSchema)` to create a new message.
 */
export declare const RefreshRequestSchema: GenMessage<RefreshRequest>;
/**
 * Refresh's answer.
 *
 * @generated from message ludus.v1.RefreshResponse
 */
export type RefreshResponse = Message<"ludus.v1.RefreshResponse"> & {
    /**
     * New tokens; the refresh token sent is spent.
     *
     * @generated from field: ludus.v1.Session session = 1;
     */
    session?: Session;
};
/**
 * Describes the message ludus.v1.RefreshResponse.
 * Use `create(RefreshResponseSchema)` to create a new message.
 */
export declare const RefreshResponseSchema: GenMessage<RefreshResponse>;
/**
 * SignOut's request: the access token is the `authorization` metadata entry.
 *
 * @generated from message ludus.v1.SignOutRequest
 */
export type SignOutRequest = Message<"ludus.v1.SignOutRequest"> & {};
/**
 * Describes the message ludus.v1.SignOutRequest.
 * Use `create(SignOutRequestSchema)` to create a new message.
 */
export declare const SignOutRequestSchema: GenMessage<SignOutRequest>;
/**
 * SignOut's answer: the sign-in has ended.
 *
 * @generated from message ludus.v1.SignOutResponse
 */
export type SignOutResponse = Message<"ludus.v1.SignOutResponse"> & {};
/**
 * Describes the message ludus.v1.SignOutResponse.
 * Use `create(SignOutResponseSchema)` to create a new message.
 */
export declare const SignOutResponseSchema: GenMessage<SignOutResponse>;
/**
 * ChangePassword's request (the access token is the `authorization` metadata entry).
 *
 * @generated from message ludus.v1.ChangePasswordRequest
 */
export type ChangePasswordRequest = Message<"ludus.v1.ChangePasswordRequest"> & {
    /**
     * The current password.
     *
     * @generated from field: string old_password = 1;
     */
    oldPassword: string;
    /**
     * The new password: 8 to 1024 characters.
     *
     * @generated from field: string new_password = 2;
     */
    newPassword: string;
};
/**
 * Describes the message ludus.v1.ChangePasswordRequest.
 * Use `create(ChangePasswordRequestSchema)` to create a new message.
 */
export declare const ChangePasswordRequestSchema: GenMessage<ChangePasswordRequest>;
/**
 * ChangePassword's answer: the new password is set.
 *
 * @generated from message ludus.v1.ChangePasswordResponse
 */
export type ChangePasswordResponse = Message<"ludus.v1.ChangePasswordResponse"> & {};
/**
 * Describes the message ludus.v1.ChangePasswordResponse.
 * Use `create(ChangePasswordResponseSchema)` to create a new message.
 */
export declare const ChangePasswordResponseSchema: GenMessage<ChangePasswordResponse>;
/**
 * DeleteAccount's request (the access token is the `authorization` metadata entry).
 *
 * @generated from message ludus.v1.DeleteAccountRequest
 */
export type DeleteAccountRequest = Message<"ludus.v1.DeleteAccountRequest"> & {
    /**
     * The player's password, to confirm (empty for a guest or an external identity's player).
     *
     * @generated from field: string password = 1;
     */
    password: string;
};
/**
 * Describes the message ludus.v1.DeleteAccountRequest.
 * Use `create(DeleteAccountRequestSchema)` to create a new message.
 */
export declare const DeleteAccountRequestSchema: GenMessage<DeleteAccountRequest>;
/**
 * DeleteAccount's answer: the account is erased.
 *
 * @generated from message ludus.v1.DeleteAccountResponse
 */
export type DeleteAccountResponse = Message<"ludus.v1.DeleteAccountResponse"> & {};
/**
 * Describes the message ludus.v1.DeleteAccountResponse.
 * Use `create(DeleteAccountResponseSchema)` to create a new message.
 */
export declare const DeleteAccountResponseSchema: GenMessage<DeleteAccountResponse>;
/**
 * WhoAmI's request: the access token is the `authorization` metadata entry.
 *
 * @generated from message ludus.v1.WhoAmIRequest
 */
export type WhoAmIRequest = Message<"ludus.v1.WhoAmIRequest"> & {};
/**
 * Describes the message ludus.v1.WhoAmIRequest.
 * Use `create(WhoAmIRequestSchema)` to create a new message.
 */
export declare const WhoAmIRequestSchema: GenMessage<WhoAmIRequest>;
/**
 * WhoAmI's answer.
 *
 * @generated from message ludus.v1.WhoAmIResponse
 */
export type WhoAmIResponse = Message<"ludus.v1.WhoAmIResponse"> & {
    /**
     * The caller's own profile.
     *
     * @generated from field: ludus.v1.Profile player = 1;
     */
    player?: Profile;
};
/**
 * Describes the message ludus.v1.WhoAmIResponse.
 * Use `create(WhoAmIResponseSchema)` to create a new message.
 */
export declare const WhoAmIResponseSchema: GenMessage<WhoAmIResponse>;
/**
 * GetProfile's request.
 *
 * @generated from message ludus.v1.GetProfileRequest
 */
export type GetProfileRequest = Message<"ludus.v1.GetProfileRequest"> & {
    /**
     * The player's name, in any case.
     *
     * @generated from field: string name = 1;
     */
    name: string;
};
/**
 * Describes the message ludus.v1.GetProfileRequest.
 * Use `create(GetProfileRequestSchema)` to create a new message.
 */
export declare const GetProfileRequestSchema: GenMessage<GetProfileRequest>;
/**
 * GetProfile's answer.
 *
 * @generated from message ludus.v1.GetProfileResponse
 */
export type GetProfileResponse = Message<"ludus.v1.GetProfileResponse"> & {
    /**
     * The player's public profile.
     *
     * @generated from field: ludus.v1.Profile player = 1;
     */
    player?: Profile;
};
/**
 * Describes the message ludus.v1.GetProfileResponse.
 * Use `create(GetProfileResponseSchema)` to create a new message.
 */
export declare const GetProfileResponseSchema: GenMessage<GetProfileResponse>;
/**
 * ListMyMatches' request (the access token is the `authorization` metadata entry).
 *
 * @generated from message ludus.v1.ListMyMatchesRequest
 */
export type ListMyMatchesRequest = Message<"ludus.v1.ListMyMatchesRequest"> & {
    /**
     * At most this many matches (1 to 100; 0 means 20).
     *
     * @generated from field: uint32 page_size = 1;
     */
    pageSize: number;
    /**
     * The previous page's next_page_token; empty for the first page.
     *
     * @generated from field: string page_token = 2;
     */
    pageToken: string;
};
/**
 * Describes the message ludus.v1.ListMyMatchesRequest.
 * Use `create(ListMyMatchesRequestSchema)` to create a new message.
 */
export declare const ListMyMatchesRequestSchema: GenMessage<ListMyMatchesRequest>;
/**
 * One of the caller's matches.
 *
 * @generated from message ludus.v1.MyMatch
 */
export type MyMatch = Message<"ludus.v1.MyMatch"> & {
    /**
     * The match's summary now (only match_id and game are set if its game's service cannot be
     * reached at the moment).
     *
     * @generated from field: ludus.v1.MatchInfo match = 1;
     */
    match?: MatchInfo;
    /**
     * The seat the caller holds.
     *
     * @generated from field: uint32 seat = 2;
     */
    seat: number;
    /**
     * Whether the match awaits the caller's seat (MatchInfo.awaiting names it).
     *
     * @generated from field: bool my_turn = 3;
     */
    myTurn: boolean;
};
/**
 * Describes the message ludus.v1.MyMatch.
 * Use `create(MyMatchSchema)` to create a new message.
 */
export declare const MyMatchSchema: GenMessage<MyMatch>;
/**
 * ListMyMatches' answer.
 *
 * @generated from message ludus.v1.ListMyMatchesResponse
 */
export type ListMyMatchesResponse = Message<"ludus.v1.ListMyMatchesResponse"> & {
    /**
     * Newest seat first.
     *
     * @generated from field: repeated ludus.v1.MyMatch matches = 1;
     */
    matches: MyMatch[];
    /**
     * Pass it as page_token for the next page; empty on the last page.
     *
     * @generated from field: string next_page_token = 2;
     */
    nextPageToken: string;
};
/**
 * Describes the message ludus.v1.ListMyMatchesResponse.
 * Use `create(ListMyMatchesResponseSchema)` to create a new message.
 */
export declare const ListMyMatchesResponseSchema: GenMessage<ListMyMatchesResponse>;
/**
 * ListSeatHolders' request.
 *
 * @generated from message ludus.v1.ListSeatHoldersRequest
 */
export type ListSeatHoldersRequest = Message<"ludus.v1.ListSeatHoldersRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
};
/**
 * Describes the message ludus.v1.ListSeatHoldersRequest.
 * Use `create(ListSeatHoldersRequestSchema)` to create a new message.
 */
export declare const ListSeatHoldersRequestSchema: GenMessage<ListSeatHoldersRequest>;
/**
 * A seat held by a player.
 *
 * @generated from message ludus.v1.SeatHolder
 */
export type SeatHolder = Message<"ludus.v1.SeatHolder"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The holder's name, or "deleted player".
     *
     * @generated from field: string name = 2;
     */
    name: string;
};
/**
 * Describes the message ludus.v1.SeatHolder.
 * Use `create(SeatHolderSchema)` to create a new message.
 */
export declare const SeatHolderSchema: GenMessage<SeatHolder>;
/**
 * ListSeatHolders' answer: the seats players hold, in seat order (seats held by seat tokens
 * alone, bots and open seats are not listed).
 *
 * @generated from message ludus.v1.ListSeatHoldersResponse
 */
export type ListSeatHoldersResponse = Message<"ludus.v1.ListSeatHoldersResponse"> & {
    /**
     * The held seats.
     *
     * @generated from field: repeated ludus.v1.SeatHolder holders = 1;
     */
    holders: SeatHolder[];
};
/**
 * Describes the message ludus.v1.ListSeatHoldersResponse.
 * Use `create(ListSeatHoldersResponseSchema)` to create a new message.
 */
export declare const ListSeatHoldersResponseSchema: GenMessage<ListSeatHoldersResponse>;
/**
 * SearchMatches' request. Every filter is optional; they combine (all must hold).
 *
 * @generated from message ludus.v1.SearchMatchesRequest
 */
export type SearchMatchesRequest = Message<"ludus.v1.SearchMatchesRequest"> & {
    /**
     * Matches this player (by name, any case) held a seat in when they ended; empty: anyone's.
     * An unknown name is NOT_FOUND (PLAYER_NOT_FOUND).
     *
     * @generated from field: string player = 1;
     */
    player: string;
    /**
     * Matches of this game (as ListGames names it); empty: every game.
     *
     * @generated from field: string game = 2;
     */
    game: string;
    /**
     * Finished at or after this time; unset: no lower bound.
     *
     * @generated from field: google.protobuf.Timestamp finished_after = 3;
     */
    finishedAfter?: Timestamp;
    /**
     * Finished before this time; unset: no upper bound. Must be after finished_after.
     *
     * @generated from field: google.protobuf.Timestamp finished_before = 4;
     */
    finishedBefore?: Timestamp;
    /**
     * The named player's outcome (needs `player`); unspecified: any.
     *
     * @generated from field: ludus.v1.MatchOutcome outcome = 5;
     */
    outcome: MatchOutcome;
    /**
     * At most this many matches (1 to 100; 0 means 20).
     *
     * @generated from field: uint32 page_size = 6;
     */
    pageSize: number;
    /**
     * The previous page's next_page_token (with the same filters); empty for the first page.
     *
     * @generated from field: string page_token = 7;
     */
    pageToken: string;
};
/**
 * Describes the message ludus.v1.SearchMatchesRequest.
 * Use `create(SearchMatchesRequestSchema)` to create a new message.
 */
export declare const SearchMatchesRequestSchema: GenMessage<SearchMatchesRequest>;
/**
 * One seat of a finished match.
 *
 * @generated from message ludus.v1.FinishedSeat
 */
export type FinishedSeat = Message<"ludus.v1.FinishedSeat"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Its display name in the match, possibly empty.
     *
     * @generated from field: string name = 2;
     */
    name: string;
    /**
     * Who played it.
     *
     * @generated from field: ludus.v1.SeatKind kind = 3;
     */
    kind: SeatKind;
    /**
     * Its final rank (1 for the winners).
     *
     * @generated from field: uint32 rank = 4;
     */
    rank: number;
    /**
     * Its final score in the game's units.
     *
     * @generated from field: sint64 score = 5;
     */
    score: bigint;
    /**
     * Won, lost or drawn.
     *
     * @generated from field: ludus.v1.MatchOutcome outcome = 6;
     */
    outcome: MatchOutcome;
    /**
     * The name of the player who held it when the match ended ("deleted player" for an erased
     * account); empty for bots and seats held by seat tokens alone.
     *
     * @generated from field: string player = 7;
     */
    player: string;
};
/**
 * Describes the message ludus.v1.FinishedSeat.
 * Use `create(FinishedSeatSchema)` to create a new message.
 */
export declare const FinishedSeatSchema: GenMessage<FinishedSeat>;
/**
 * A finished match, as the match directory records it.
 *
 * @generated from message ludus.v1.FinishedMatch
 */
export type FinishedMatch = Message<"ludus.v1.FinishedMatch"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * Its game.
     *
     * @generated from field: string game = 2;
     */
    game: string;
    /**
     * When it was created.
     *
     * @generated from field: google.protobuf.Timestamp created_at = 3;
     */
    createdAt?: Timestamp;
    /**
     * When it finished.
     *
     * @generated from field: google.protobuf.Timestamp finished_at = 4;
     */
    finishedAt?: Timestamp;
    /**
     * The version of its last event.
     *
     * @generated from field: uint64 version = 5;
     */
    version: bigint;
    /**
     * Every seat, in seat order.
     *
     * @generated from field: repeated ludus.v1.FinishedSeat seats = 6;
     */
    seats: FinishedSeat[];
    /**
     * The winning seats.
     *
     * @generated from field: repeated uint32 winners = 7;
     */
    winners: number[];
    /**
     * False for a private match (then only its players see this entry).
     *
     * @generated from field: bool public = 8;
     */
    public: boolean;
    /**
     * The match's public replay link, relative to the web face's address
     * ("/replay/<match_id>"); empty for a private match, which has none.
     *
     * @generated from field: string replay_url = 9;
     */
    replayUrl: string;
};
/**
 * Describes the message ludus.v1.FinishedMatch.
 * Use `create(FinishedMatchSchema)` to create a new message.
 */
export declare const FinishedMatchSchema: GenMessage<FinishedMatch>;
/**
 * SearchMatches' answer.
 *
 * @generated from message ludus.v1.SearchMatchesResponse
 */
export type SearchMatchesResponse = Message<"ludus.v1.SearchMatchesResponse"> & {
    /**
     * Newest finished first (ties in the same millisecond by match id, descending).
     *
     * @generated from field: repeated ludus.v1.FinishedMatch matches = 1;
     */
    matches: FinishedMatch[];
    /**
     * Pass it as page_token (with the same filters) for the next page; empty on the last page.
     * Pages are keyset pages: matches finished since the first page never shift a later one.
     *
     * @generated from field: string next_page_token = 2;
     */
    nextPageToken: string;
};
/**
 * Describes the message ludus.v1.SearchMatchesResponse.
 * Use `create(SearchMatchesResponseSchema)` to create a new message.
 */
export declare const SearchMatchesResponseSchema: GenMessage<SearchMatchesResponse>;
/**
 * GetFinishedMatch's request.
 *
 * @generated from message ludus.v1.GetFinishedMatchRequest
 */
export type GetFinishedMatchRequest = Message<"ludus.v1.GetFinishedMatchRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
};
/**
 * Describes the message ludus.v1.GetFinishedMatchRequest.
 * Use `create(GetFinishedMatchRequestSchema)` to create a new message.
 */
export declare const GetFinishedMatchRequestSchema: GenMessage<GetFinishedMatchRequest>;
/**
 * GetFinishedMatch's answer.
 *
 * @generated from message ludus.v1.GetFinishedMatchResponse
 */
export type GetFinishedMatchResponse = Message<"ludus.v1.GetFinishedMatchResponse"> & {
    /**
     * Its directory entry.
     *
     * @generated from field: ludus.v1.FinishedMatch match = 1;
     */
    match?: FinishedMatch;
};
/**
 * Describes the message ludus.v1.GetFinishedMatchResponse.
 * Use `create(GetFinishedMatchResponseSchema)` to create a new message.
 */
export declare const GetFinishedMatchResponseSchema: GenMessage<GetFinishedMatchResponse>;
/**
 * CreateInvitation's request (the access token is the `authorization` metadata entry).
 *
 * @generated from message ludus.v1.CreateInvitationRequest
 */
export type CreateInvitationRequest = Message<"ludus.v1.CreateInvitationRequest"> & {
    /**
     * A private match the caller created.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
};
/**
 * Describes the message ludus.v1.CreateInvitationRequest.
 * Use `create(CreateInvitationRequestSchema)` to create a new message.
 */
export declare const CreateInvitationRequestSchema: GenMessage<CreateInvitationRequest>;
/**
 * CreateInvitation's answer.
 *
 * @generated from message ludus.v1.CreateInvitationResponse
 */
export type CreateInvitationResponse = Message<"ludus.v1.CreateInvitationResponse"> & {
    /**
     * The code: pass it on (with the match id) to whom you invite; it is shown only once.
     *
     * @generated from field: string code = 1;
     */
    code: string;
};
/**
 * Describes the message ludus.v1.CreateInvitationResponse.
 * Use `create(CreateInvitationResponseSchema)` to create a new message.
 */
export declare const CreateInvitationResponseSchema: GenMessage<CreateInvitationResponse>;
/**
 * RevokeInvitation's request (the access token is the `authorization` metadata entry).
 *
 * @generated from message ludus.v1.RevokeInvitationRequest
 */
export type RevokeInvitationRequest = Message<"ludus.v1.RevokeInvitationRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * The code to revoke.
     *
     * @generated from field: string code = 2;
     */
    code: string;
};
/**
 * Describes the message ludus.v1.RevokeInvitationRequest.
 * Use `create(RevokeInvitationRequestSchema)` to create a new message.
 */
export declare const RevokeInvitationRequestSchema: GenMessage<RevokeInvitationRequest>;
/**
 * RevokeInvitation's answer: the code admits no one any more.
 *
 * @generated from message ludus.v1.RevokeInvitationResponse
 */
export type RevokeInvitationResponse = Message<"ludus.v1.RevokeInvitationResponse"> & {};
/**
 * Describes the message ludus.v1.RevokeInvitationResponse.
 * Use `create(RevokeInvitationResponseSchema)` to create a new message.
 */
export declare const RevokeInvitationResponseSchema: GenMessage<RevokeInvitationResponse>;
/**
 * ListMyInvitations' request (the access token is the `authorization` metadata entry).
 *
 * @generated from message ludus.v1.ListMyInvitationsRequest
 */
export type ListMyInvitationsRequest = Message<"ludus.v1.ListMyInvitationsRequest"> & {};
/**
 * Describes the message ludus.v1.ListMyInvitationsRequest.
 * Use `create(ListMyInvitationsRequestSchema)` to create a new message.
 */
export declare const ListMyInvitationsRequestSchema: GenMessage<ListMyInvitationsRequest>;
/**
 * A seat reserved for the caller.
 *
 * @generated from message ludus.v1.Invitation
 */
export type Invitation = Message<"ludus.v1.Invitation"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * The reserved seat (claim it with Gateway.JoinMatch).
     *
     * @generated from field: uint32 seat = 2;
     */
    seat: number;
    /**
     * Who invited the caller.
     *
     * @generated from field: string invited_by = 3;
     */
    invitedBy: string;
    /**
     * When.
     *
     * @generated from field: google.protobuf.Timestamp invited_at = 4;
     */
    invitedAt?: Timestamp;
};
/**
 * Describes the message ludus.v1.Invitation.
 * Use `create(InvitationSchema)` to create a new message.
 */
export declare const InvitationSchema: GenMessage<Invitation>;
/**
 * ListMyInvitations' answer.
 *
 * @generated from message ludus.v1.ListMyInvitationsResponse
 */
export type ListMyInvitationsResponse = Message<"ludus.v1.ListMyInvitationsResponse"> & {
    /**
     * Newest first (at most 100).
     *
     * @generated from field: repeated ludus.v1.Invitation invitations = 1;
     */
    invitations: Invitation[];
};
/**
 * Describes the message ludus.v1.ListMyInvitationsResponse.
 * Use `create(ListMyInvitationsResponseSchema)` to create a new message.
 */
export declare const ListMyInvitationsResponseSchema: GenMessage<ListMyInvitationsResponse>;
/**
 * WatchPlayer's request (the access token is the `authorization` metadata entry).
 *
 * @generated from message ludus.v1.WatchPlayerRequest
 */
export type WatchPlayerRequest = Message<"ludus.v1.WatchPlayerRequest"> & {
    /**
     * The cursor of the last notice received, to resume after it; empty for live notices only.
     *
     * @generated from field: string after = 1;
     */
    after: string;
};
/**
 * Describes the message ludus.v1.WatchPlayerRequest.
 * Use `create(WatchPlayerRequestSchema)` to create a new message.
 */
export declare const WatchPlayerRequestSchema: GenMessage<WatchPlayerRequest>;
/**
 * One notice of a player's feed.
 *
 * @generated from message ludus.v1.PlayerNotice
 */
export type PlayerNotice = Message<"ludus.v1.PlayerNotice"> & {
    /**
     * Pass it as WatchPlayerRequest.after to resume after this notice.
     *
     * @generated from field: string cursor = 1;
     */
    cursor: string;
    /**
     * What happened.
     *
     * @generated from field: ludus.v1.NoticeKind kind = 2;
     */
    kind: NoticeKind;
    /**
     * The match.
     *
     * @generated from field: string match_id = 3;
     */
    matchId: string;
    /**
     * The match's game.
     *
     * @generated from field: string game = 4;
     */
    game: string;
    /**
     * The player's seat in it.
     *
     * @generated from field: uint32 seat = 5;
     */
    seat: number;
    /**
     * The match's version when it happened (0 for INVITED).
     *
     * @generated from field: uint64 version = 6;
     */
    version: bigint;
    /**
     * For YOUR_TURN in a match with clocks: when the seat's time runs out.
     *
     * @generated from field: google.protobuf.Timestamp deadline = 7;
     */
    deadline?: Timestamp;
    /**
     * For INVITED: who invited the player.
     *
     * @generated from field: string invited_by = 8;
     */
    invitedBy: string;
    /**
     * For MATCHED: whether the queued request asked for a rated match.
     *
     * @generated from field: bool rated = 9;
     */
    rated: boolean;
    /**
     * For REMATCH_*: the finished match the rematch is of.
     *
     * @generated from field: string rematch_of = 10;
     */
    rematchOf: string;
    /**
     * For REMATCH_PROPOSED: when the proposal lapses unless every human has accepted.
     *
     * @generated from field: google.protobuf.Timestamp expires_at = 11;
     */
    expiresAt?: Timestamp;
    /**
     * For REMATCH_PROPOSED: who proposed; for REMATCH_DECLINED: who declined (player names).
     *
     * @generated from field: string by = 12;
     */
    by: string;
};
/**
 * Describes the message ludus.v1.PlayerNotice.
 * Use `create(PlayerNoticeSchema)` to create a new message.
 */
export declare const PlayerNoticeSchema: GenMessage<PlayerNotice>;
/**
 * UpdateProfile's request (the access token is the `authorization` metadata entry).
 *
 * @generated from message ludus.v1.UpdateProfileRequest
 */
export type UpdateProfileRequest = Message<"ludus.v1.UpdateProfileRequest"> & {
    /**
     * The new display name; empty to show the player's name.
     *
     * @generated from field: string display_name = 1;
     */
    displayName: string;
};
/**
 * Describes the message ludus.v1.UpdateProfileRequest.
 * Use `create(UpdateProfileRequestSchema)` to create a new message.
 */
export declare const UpdateProfileRequestSchema: GenMessage<UpdateProfileRequest>;
/**
 * UpdateProfile's answer.
 *
 * @generated from message ludus.v1.UpdateProfileResponse
 */
export type UpdateProfileResponse = Message<"ludus.v1.UpdateProfileResponse"> & {
    /**
     * The caller's profile as it is now.
     *
     * @generated from field: ludus.v1.Profile player = 1;
     */
    player?: Profile;
};
/**
 * Describes the message ludus.v1.UpdateProfileResponse.
 * Use `create(UpdateProfileResponseSchema)` to create a new message.
 */
export declare const UpdateProfileResponseSchema: GenMessage<UpdateProfileResponse>;
/**
 * JoinQueue's request (the access token is the `authorization` metadata entry).
 *
 * @generated from message ludus.v1.JoinQueueRequest
 */
export type JoinQueueRequest = Message<"ludus.v1.JoinQueueRequest"> & {
    /**
     * The game, as ListGames names it.
     *
     * @generated from field: string game = 1;
     */
    game: string;
    /**
     * How many seats the match has (within the game's min_seats..max_seats).
     *
     * @generated from field: uint32 seats = 2;
     */
    seats: number;
    /**
     * Whether the player asks for a rated match (kept with the request and passed to the match).
     *
     * @generated from field: bool rated = 3;
     */
    rated: boolean;
    /**
     * If no full table is found within this many seconds, the player's match is made with bots
     * in the seats left (0: never fill with bots; wait for humans).
     *
     * @generated from field: uint32 fill_with_bots_after_seconds = 4;
     */
    fillWithBotsAfterSeconds: number;
};
/**
 * Describes the message ludus.v1.JoinQueueRequest.
 * Use `create(JoinQueueRequestSchema)` to create a new message.
 */
export declare const JoinQueueRequestSchema: GenMessage<JoinQueueRequest>;
/**
 * Where a player waits.
 *
 * @generated from message ludus.v1.QueueStatus
 */
export type QueueStatus = Message<"ludus.v1.QueueStatus"> & {
    /**
     * The game queued for.
     *
     * @generated from field: string game = 1;
     */
    game: string;
    /**
     * The seat count queued for.
     *
     * @generated from field: uint32 seats = 2;
     */
    seats: number;
    /**
     * As asked.
     *
     * @generated from field: bool rated = 3;
     */
    rated: boolean;
    /**
     * As asked (0: no bots).
     *
     * @generated from field: uint32 fill_with_bots_after_seconds = 4;
     */
    fillWithBotsAfterSeconds: number;
    /**
     * When the player joined the queue.
     *
     * @generated from field: google.protobuf.Timestamp queued_at = 5;
     */
    queuedAt?: Timestamp;
    /**
     * How many players wait in this queue now, the caller included.
     *
     * @generated from field: uint32 waiting = 6;
     */
    waiting: number;
};
/**
 * Describes the message ludus.v1.QueueStatus.
 * Use `create(QueueStatusSchema)` to create a new message.
 */
export declare const QueueStatusSchema: GenMessage<QueueStatus>;
/**
 * JoinQueue's answer: the player waits.
 *
 * @generated from message ludus.v1.JoinQueueResponse
 */
export type JoinQueueResponse = Message<"ludus.v1.JoinQueueResponse"> & {
    /**
     * The request as queued.
     *
     * @generated from field: ludus.v1.QueueStatus status = 1;
     */
    status?: QueueStatus;
};
/**
 * Describes the message ludus.v1.JoinQueueResponse.
 * Use `create(JoinQueueResponseSchema)` to create a new message.
 */
export declare const JoinQueueResponseSchema: GenMessage<JoinQueueResponse>;
/**
 * LeaveQueue's request (the access token is the `authorization` metadata entry).
 *
 * @generated from message ludus.v1.LeaveQueueRequest
 */
export type LeaveQueueRequest = Message<"ludus.v1.LeaveQueueRequest"> & {};
/**
 * Describes the message ludus.v1.LeaveQueueRequest.
 * Use `create(LeaveQueueRequestSchema)` to create a new message.
 */
export declare const LeaveQueueRequestSchema: GenMessage<LeaveQueueRequest>;
/**
 * LeaveQueue's answer: the player has left the queue; no match is made for the request.
 *
 * @generated from message ludus.v1.LeaveQueueResponse
 */
export type LeaveQueueResponse = Message<"ludus.v1.LeaveQueueResponse"> & {};
/**
 * Describes the message ludus.v1.LeaveQueueResponse.
 * Use `create(LeaveQueueResponseSchema)` to create a new message.
 */
export declare const LeaveQueueResponseSchema: GenMessage<LeaveQueueResponse>;
/**
 * GetQueueStatus's request (the access token is the `authorization` metadata entry).
 *
 * @generated from message ludus.v1.GetQueueStatusRequest
 */
export type GetQueueStatusRequest = Message<"ludus.v1.GetQueueStatusRequest"> & {};
/**
 * Describes the message ludus.v1.GetQueueStatusRequest.
 * Use `create(GetQueueStatusRequestSchema)` to create a new message.
 */
export declare const GetQueueStatusRequestSchema: GenMessage<GetQueueStatusRequest>;
/**
 * GetQueueStatus's answer.
 *
 * @generated from message ludus.v1.GetQueueStatusResponse
 */
export type GetQueueStatusResponse = Message<"ludus.v1.GetQueueStatusResponse"> & {
    /**
     * Whether the caller waits in a queue (then `status` says where).
     *
     * @generated from field: bool queued = 1;
     */
    queued: boolean;
    /**
     * The caller's place, when queued.
     *
     * @generated from field: ludus.v1.QueueStatus status = 2;
     */
    status?: QueueStatus;
};
/**
 * Describes the message ludus.v1.GetQueueStatusResponse.
 * Use `create(GetQueueStatusResponseSchema)` to create a new message.
 */
export declare const GetQueueStatusResponseSchema: GenMessage<GetQueueStatusResponse>;
/**
 * ProposeRematch's request (the access token is the `authorization` metadata entry).
 *
 * @generated from message ludus.v1.ProposeRematchRequest
 */
export type ProposeRematchRequest = Message<"ludus.v1.ProposeRematchRequest"> & {
    /**
     * A finished match the caller held a seat in.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
};
/**
 * Describes the message ludus.v1.ProposeRematchRequest.
 * Use `create(ProposeRematchRequestSchema)` to create a new message.
 */
export declare const ProposeRematchRequestSchema: GenMessage<ProposeRematchRequest>;
/**
 * A proposed rematch.
 *
 * @generated from message ludus.v1.Rematch
 */
export type Rematch = Message<"ludus.v1.Rematch"> & {
    /**
     * The finished match to play again.
     *
     * @generated from field: string rematch_of = 1;
     */
    rematchOf: string;
    /**
     * The human seats whose players have accepted.
     *
     * @generated from field: repeated uint32 accepted = 2;
     */
    accepted: number[];
    /**
     * The human seats still to answer.
     *
     * @generated from field: repeated uint32 awaiting = 3;
     */
    awaiting: number[];
    /**
     * When the proposal lapses.
     *
     * @generated from field: google.protobuf.Timestamp expires_at = 4;
     */
    expiresAt?: Timestamp;
    /**
     * The new match, once every human has accepted; empty before.
     *
     * @generated from field: string match_id = 5;
     */
    matchId: string;
};
/**
 * Describes the message ludus.v1.Rematch.
 * Use `create(RematchSchema)` to create a new message.
 */
export declare const RematchSchema: GenMessage<Rematch>;
/**
 * ProposeRematch's answer.
 *
 * @generated from message ludus.v1.ProposeRematchResponse
 */
export type ProposeRematchResponse = Message<"ludus.v1.ProposeRematchResponse"> & {
    /**
     * The proposal (with match_id already set when no other human has to answer).
     *
     * @generated from field: ludus.v1.Rematch rematch = 1;
     */
    rematch?: Rematch;
};
/**
 * Describes the message ludus.v1.ProposeRematchResponse.
 * Use `create(ProposeRematchResponseSchema)` to create a new message.
 */
export declare const ProposeRematchResponseSchema: GenMessage<ProposeRematchResponse>;
/**
 * AnswerRematch's request (the access token is the `authorization` metadata entry).
 *
 * @generated from message ludus.v1.AnswerRematchRequest
 */
export type AnswerRematchRequest = Message<"ludus.v1.AnswerRematchRequest"> & {
    /**
     * The finished match the rematch is of.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * True to accept, false to decline.
     *
     * @generated from field: bool accept = 2;
     */
    accept: boolean;
};
/**
 * Describes the message ludus.v1.AnswerRematchRequest.
 * Use `create(AnswerRematchRequestSchema)` to create a new message.
 */
export declare const AnswerRematchRequestSchema: GenMessage<AnswerRematchRequest>;
/**
 * AnswerRematch's answer.
 *
 * @generated from message ludus.v1.AnswerRematchResponse
 */
export type AnswerRematchResponse = Message<"ludus.v1.AnswerRematchResponse"> & {
    /**
     * The proposal after the answer (match_id set once every human has accepted; a declined
     * proposal has no awaiting seats and no match).
     *
     * @generated from field: ludus.v1.Rematch rematch = 1;
     */
    rematch?: Rematch;
};
/**
 * Describes the message ludus.v1.AnswerRematchResponse.
 * Use `create(AnswerRematchResponseSchema)` to create a new message.
 */
export declare const AnswerRematchResponseSchema: GenMessage<AnswerRematchResponse>;
/**
 * A registered webhook endpoint.
 *
 * @generated from message ludus.v1.Webhook
 */
export type Webhook = Message<"ludus.v1.Webhook"> & {
    /**
     * Its id (a UUID): what the other webhook calls name.
     *
     * @generated from field: string webhook_id = 1;
     */
    webhookId: string;
    /**
     * Where deliveries are POSTed.
     *
     * @generated from field: string url = 2;
     */
    url: string;
    /**
     * The events it receives (`your_turn`, `invited`, `match_started`, `match_ended`).
     *
     * @generated from field: repeated string events = 3;
     */
    events: string[];
    /**
     * The owner's note about it.
     *
     * @generated from field: string description = 4;
     */
    description: string;
    /**
     * When it was registered: it hears only of what happened after.
     *
     * @generated from field: google.protobuf.Timestamp created_at = 5;
     */
    createdAt?: Timestamp;
    /**
     * Events not queued for it because LUDUS_WEBHOOK_QUEUE_LIMIT deliveries were already waiting.
     *
     * @generated from field: uint64 dropped = 6;
     */
    dropped: bigint;
};
/**
 * Describes the message ludus.v1.Webhook.
 * Use `create(WebhookSchema)` to create a new message.
 */
export declare const WebhookSchema: GenMessage<Webhook>;
/**
 * CreateWebhook's request.
 *
 * @generated from message ludus.v1.CreateWebhookRequest
 */
export type CreateWebhookRequest = Message<"ludus.v1.CreateWebhookRequest"> & {
    /**
     * https://host/path (plain http only to loopback, where the operator allows it).
     *
     * @generated from field: string url = 1;
     */
    url: string;
    /**
     * The events to deliver: some of `your_turn`, `invited`, `match_started`, `match_ended`.
     *
     * @generated from field: repeated string events = 2;
     */
    events: string[];
    /**
     * A note for the owner (at most 200 characters).
     *
     * @generated from field: string description = 3;
     */
    description: string;
};
/**
 * Describes the message ludus.v1.CreateWebhookRequest.
 * Use `create(CreateWebhookRequestSchema)` to create a new message.
 */
export declare const CreateWebhookRequestSchema: GenMessage<CreateWebhookRequest>;
/**
 * CreateWebhook's answer.
 *
 * @generated from message ludus.v1.CreateWebhookResponse
 */
export type CreateWebhookResponse = Message<"ludus.v1.CreateWebhookResponse"> & {
    /**
     * The endpoint.
     *
     * @generated from field: ludus.v1.Webhook webhook = 1;
     */
    webhook?: Webhook;
    /**
     * The signing secret (`whsec_...`), shown this once: keep it where the receiver reads it.
     *
     * @generated from field: string secret = 2;
     */
    secret: string;
};
/**
 * Describes the message ludus.v1.CreateWebhookResponse.
 * Use `create(CreateWebhookResponseSchema)` to create a new message.
 */
export declare const CreateWebhookResponseSchema: GenMessage<CreateWebhookResponse>;
/**
 * ListWebhooks' request (the access token is the `authorization` metadata entry).
 *
 * @generated from message ludus.v1.ListWebhooksRequest
 */
export type ListWebhooksRequest = Message<"ludus.v1.ListWebhooksRequest"> & {};
/**
 * Describes the message ludus.v1.ListWebhooksRequest.
 * Use `create(ListWebhooksRequestSchema)` to create a new message.
 */
export declare const ListWebhooksRequestSchema: GenMessage<ListWebhooksRequest>;
/**
 * ListWebhooks' answer.
 *
 * @generated from message ludus.v1.ListWebhooksResponse
 */
export type ListWebhooksResponse = Message<"ludus.v1.ListWebhooksResponse"> & {
    /**
     * The caller's endpoints, oldest first.
     *
     * @generated from field: repeated ludus.v1.Webhook webhooks = 1;
     */
    webhooks: Webhook[];
};
/**
 * Describes the message ludus.v1.ListWebhooksResponse.
 * Use `create(ListWebhooksResponseSchema)` to create a new message.
 */
export declare const ListWebhooksResponseSchema: GenMessage<ListWebhooksResponse>;
/**
 * DeleteWebhook's request.
 *
 * @generated from message ludus.v1.DeleteWebhookRequest
 */
export type DeleteWebhookRequest = Message<"ludus.v1.DeleteWebhookRequest"> & {
    /**
     * The endpoint to delete.
     *
     * @generated from field: string webhook_id = 1;
     */
    webhookId: string;
};
/**
 * Describes the message ludus.v1.DeleteWebhookRequest.
 * Use `create(DeleteWebhookRequestSchema)` to create a new message.
 */
export declare const DeleteWebhookRequestSchema: GenMessage<DeleteWebhookRequest>;
/**
 * DeleteWebhook's answer.
 *
 * @generated from message ludus.v1.DeleteWebhookResponse
 */
export type DeleteWebhookResponse = Message<"ludus.v1.DeleteWebhookResponse"> & {};
/**
 * Describes the message ludus.v1.DeleteWebhookResponse.
 * Use `create(DeleteWebhookResponseSchema)` to create a new message.
 */
export declare const DeleteWebhookResponseSchema: GenMessage<DeleteWebhookResponse>;
/**
 * RotateWebhookSecret's request.
 *
 * @generated from message ludus.v1.RotateWebhookSecretRequest
 */
export type RotateWebhookSecretRequest = Message<"ludus.v1.RotateWebhookSecretRequest"> & {
    /**
     * The endpoint whose secret to replace.
     *
     * @generated from field: string webhook_id = 1;
     */
    webhookId: string;
};
/**
 * Describes the message ludus.v1.RotateWebhookSecretRequest.
 * Use `create(RotateWebhookSecretRequestSchema)` to create a new message.
 */
export declare const RotateWebhookSecretRequestSchema: GenMessage<RotateWebhookSecretRequest>;
/**
 * RotateWebhookSecret's answer.
 *
 * @generated from message ludus.v1.RotateWebhookSecretResponse
 */
export type RotateWebhookSecretResponse = Message<"ludus.v1.RotateWebhookSecretResponse"> & {
    /**
     * The new signing secret, shown this once.
     *
     * @generated from field: string secret = 1;
     */
    secret: string;
};
/**
 * Describes the message ludus.v1.RotateWebhookSecretResponse.
 * Use `create(RotateWebhookSecretResponseSchema)` to create a new message.
 */
export declare const RotateWebhookSecretResponseSchema: GenMessage<RotateWebhookSecretResponse>;
/**
 * ListWebhookDeliveries' request.
 *
 * @generated from message ludus.v1.ListWebhookDeliveriesRequest
 */
export type ListWebhookDeliveriesRequest = Message<"ludus.v1.ListWebhookDeliveriesRequest"> & {
    /**
     * The endpoint.
     *
     * @generated from field: string webhook_id = 1;
     */
    webhookId: string;
    /**
     * How many of the newest deliveries (default 20, at most 100).
     *
     * @generated from field: uint32 limit = 2;
     */
    limit: number;
};
/**
 * Describes the message ludus.v1.ListWebhookDeliveriesRequest.
 * Use `create(ListWebhookDeliveriesRequestSchema)` to create a new message.
 */
export declare const ListWebhookDeliveriesRequestSchema: GenMessage<ListWebhookDeliveriesRequest>;
/**
 * One delivery: one event for one endpoint, and its attempts.
 *
 * @generated from message ludus.v1.WebhookDelivery
 */
export type WebhookDelivery = Message<"ludus.v1.WebhookDelivery"> & {
    /**
     * The delivery id: the `Ludus-Webhook-Id` header and the body's `id`, the same on every retry.
     *
     * @generated from field: string delivery_id = 1;
     */
    deliveryId: string;
    /**
     * The event type (`your_turn`, ..., or `ping`).
     *
     * @generated from field: string event = 2;
     */
    event: string;
    /**
     * Where it stands.
     *
     * @generated from field: ludus.v1.WebhookDeliveryStatus status = 3;
     */
    status: WebhookDeliveryStatus;
    /**
     * Attempts made so far.
     *
     * @generated from field: uint32 attempts = 4;
     */
    attempts: number;
    /**
     * When the event was queued.
     *
     * @generated from field: google.protobuf.Timestamp created_at = 5;
     */
    createdAt?: Timestamp;
    /**
     * When the last attempt started (unset before the first).
     *
     * @generated from field: google.protobuf.Timestamp last_attempt_at = 6;
     */
    lastAttemptAt?: Timestamp;
    /**
     * When the next attempt is due (PENDING), or the in-flight attempt's lease ends (DELIVERING).
     *
     * @generated from field: google.protobuf.Timestamp next_attempt_at = 7;
     */
    nextAttemptAt?: Timestamp;
    /**
     * The last attempt's HTTP status (0: no answer, e.g. a timeout or a TLS failure).
     *
     * @generated from field: uint32 response_code = 8;
     */
    responseCode: number;
    /**
     * Why the last attempt failed (empty once delivered).
     *
     * @generated from field: string error = 9;
     */
    error: string;
    /**
     * The JSON body every attempt sends.
     *
     * @generated from field: string payload = 10;
     */
    payload: string;
};
/**
 * Describes the message ludus.v1.WebhookDelivery.
 * Use `create(WebhookDeliverySchema)` to create a new message.
 */
export declare const WebhookDeliverySchema: GenMessage<WebhookDelivery>;
/**
 * ListWebhookDeliveries' answer.
 *
 * @generated from message ludus.v1.ListWebhookDeliveriesResponse
 */
export type ListWebhookDeliveriesResponse = Message<"ludus.v1.ListWebhookDeliveriesResponse"> & {
    /**
     * The endpoint's newest deliveries, newest first.
     *
     * @generated from field: repeated ludus.v1.WebhookDelivery deliveries = 1;
     */
    deliveries: WebhookDelivery[];
};
/**
 * Describes the message ludus.v1.ListWebhookDeliveriesResponse.
 * Use `create(ListWebhookDeliveriesResponseSchema)` to create a new message.
 */
export declare const ListWebhookDeliveriesResponseSchema: GenMessage<ListWebhookDeliveriesResponse>;
/**
 * PingWebhook's request.
 *
 * @generated from message ludus.v1.PingWebhookRequest
 */
export type PingWebhookRequest = Message<"ludus.v1.PingWebhookRequest"> & {
    /**
     * The endpoint to ping.
     *
     * @generated from field: string webhook_id = 1;
     */
    webhookId: string;
};
/**
 * Describes the message ludus.v1.PingWebhookRequest.
 * Use `create(PingWebhookRequestSchema)` to create a new message.
 */
export declare const PingWebhookRequestSchema: GenMessage<PingWebhookRequest>;
/**
 * PingWebhook's answer.
 *
 * @generated from message ludus.v1.PingWebhookResponse
 */
export type PingWebhookResponse = Message<"ludus.v1.PingWebhookResponse"> & {
    /**
     * The queued `ping` delivery's id.
     *
     * @generated from field: string delivery_id = 1;
     */
    deliveryId: string;
};
/**
 * Describes the message ludus.v1.PingWebhookResponse.
 * Use `create(PingWebhookResponseSchema)` to create a new message.
 */
export declare const PingWebhookResponseSchema: GenMessage<PingWebhookResponse>;
/**
 * One player's rating in one game.
 *
 * @generated from message ludus.v1.GameRating
 */
export type GameRating = Message<"ludus.v1.GameRating"> & {
    /**
     * The game's name.
     *
     * @generated from field: string game = 1;
     */
    game: string;
    /**
     * The skill estimate (OpenSkill's mu; a new player starts at 25).
     *
     * @generated from field: double mu = 2;
     */
    mu: number;
    /**
     * Its uncertainty (sigma; a new player starts at 25/3, and it shrinks with every match).
     *
     * @generated from field: double sigma = 3;
     */
    sigma: number;
    /**
     * The conservative rating shown and ranked by: mu - 3 sigma (0 for a new player).
     *
     * @generated from field: double ordinal = 4;
     */
    ordinal: number;
    /**
     * How many rated matches of the game moved this rating.
     *
     * @generated from field: uint32 matches = 5;
     */
    matches: number;
    /**
     * When the last of them finished.
     *
     * @generated from field: google.protobuf.Timestamp updated_at = 6;
     */
    updatedAt?: Timestamp;
};
/**
 * Describes the message ludus.v1.GameRating.
 * Use `create(GameRatingSchema)` to create a new message.
 */
export declare const GameRatingSchema: GenMessage<GameRating>;
/**
 * GetRatings' request.
 *
 * @generated from message ludus.v1.GetRatingsRequest
 */
export type GetRatingsRequest = Message<"ludus.v1.GetRatingsRequest"> & {
    /**
     * The player's name (any case).
     *
     * @generated from field: string player = 1;
     */
    player: string;
};
/**
 * Describes the message ludus.v1.GetRatingsRequest.
 * Use `create(GetRatingsRequestSchema)` to create a new message.
 */
export declare const GetRatingsRequestSchema: GenMessage<GetRatingsRequest>;
/**
 * GetRatings' answer.
 *
 * @generated from message ludus.v1.GetRatingsResponse
 */
export type GetRatingsResponse = Message<"ludus.v1.GetRatingsResponse"> & {
    /**
     * The player's ratings, by game name; a game they never played rated is absent (they would
     * start at the model's default there).
     *
     * @generated from field: repeated ludus.v1.GameRating ratings = 1;
     */
    ratings: GameRating[];
};
/**
 * Describes the message ludus.v1.GetRatingsResponse.
 * Use `create(GetRatingsResponseSchema)` to create a new message.
 */
export declare const GetRatingsResponseSchema: GenMessage<GetRatingsResponse>;
/**
 * One line of a leaderboard.
 *
 * @generated from message ludus.v1.LeaderboardEntry
 */
export type LeaderboardEntry = Message<"ludus.v1.LeaderboardEntry"> & {
    /**
     * 1 for the best ordinal, then 2, 3, ... (distinct: equal ordinals are ordered by player id).
     *
     * @generated from field: uint32 rank = 1;
     */
    rank: number;
    /**
     * The player's name ("deleted player" for an erased account).
     *
     * @generated from field: string player = 2;
     */
    player: string;
    /**
     * Their rating in the leaderboard's game.
     *
     * @generated from field: ludus.v1.GameRating rating = 3;
     */
    rating?: GameRating;
};
/**
 * Describes the message ludus.v1.LeaderboardEntry.
 * Use `create(LeaderboardEntrySchema)` to create a new message.
 */
export declare const LeaderboardEntrySchema: GenMessage<LeaderboardEntry>;
/**
 * GetLeaderboard's request.
 *
 * @generated from message ludus.v1.GetLeaderboardRequest
 */
export type GetLeaderboardRequest = Message<"ludus.v1.GetLeaderboardRequest"> & {
    /**
     * The game's name.
     *
     * @generated from field: string game = 1;
     */
    game: string;
    /**
     * Entries per page (0: 20; at most 100).
     *
     * @generated from field: uint32 page_size = 2;
     */
    pageSize: number;
    /**
     * A next_page_token of an earlier answer for the same game, to read the page after it.
     *
     * @generated from field: string page_token = 3;
     */
    pageToken: string;
    /**
     * A player's name: answer their entry with up to `neighbours` entries either side instead of
     * a page of the top (NOT_FOUND PLAYER_NOT_FOUND if they have no rating in the game).
     *
     * @generated from field: string around = 4;
     */
    around: string;
    /**
     * With `around`: how many entries above and below (0: 5; at most 50).
     *
     * @generated from field: uint32 neighbours = 5;
     */
    neighbours: number;
};
/**
 * Describes the message ludus.v1.GetLeaderboardRequest.
 * Use `create(GetLeaderboardRequestSchema)` to create a new message.
 */
export declare const GetLeaderboardRequestSchema: GenMessage<GetLeaderboardRequest>;
/**
 * GetLeaderboard's answer.
 *
 * @generated from message ludus.v1.GetLeaderboardResponse
 */
export type GetLeaderboardResponse = Message<"ludus.v1.GetLeaderboardResponse"> & {
    /**
     * The entries, best first.
     *
     * @generated from field: repeated ludus.v1.LeaderboardEntry entries = 1;
     */
    entries: LeaderboardEntry[];
    /**
     * Empty on the last page (and with `around`).
     *
     * @generated from field: string next_page_token = 2;
     */
    nextPageToken: string;
    /**
     * How many players have a rating in the game.
     *
     * @generated from field: uint32 total = 3;
     */
    total: number;
};
/**
 * Describes the message ludus.v1.GetLeaderboardResponse.
 * Use `create(GetLeaderboardResponseSchema)` to create a new message.
 */
export declare const GetLeaderboardResponseSchema: GenMessage<GetLeaderboardResponse>;
/**
 * A player's rating after one rated match.
 *
 * @generated from message ludus.v1.RatingChange
 */
export type RatingChange = Message<"ludus.v1.RatingChange"> & {
    /**
     * The match (a private match's entry is shown only to its own player).
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * When it finished.
     *
     * @generated from field: google.protobuf.Timestamp finished_at = 2;
     */
    finishedAt?: Timestamp;
    /**
     * The player's rank in it (1 best; an abandoning player ranks last).
     *
     * @generated from field: uint32 rank = 3;
     */
    rank: number;
    /**
     * How many rated seats it had.
     *
     * @generated from field: uint32 seats = 4;
     */
    seats: number;
    /**
     * The rating before the match.
     *
     * @generated from field: double mu_before = 5;
     */
    muBefore: number;
    /**
     * Its uncertainty before the match.
     *
     * @generated from field: double sigma_before = 6;
     */
    sigmaBefore: number;
    /**
     * The rating after the match (GameRating's fields; `matches` counts this one).
     *
     * @generated from field: ludus.v1.GameRating rating = 7;
     */
    rating?: GameRating;
};
/**
 * Describes the message ludus.v1.RatingChange.
 * Use `create(RatingChangeSchema)` to create a new message.
 */
export declare const RatingChangeSchema: GenMessage<RatingChange>;
/**
 * GetRatingHistory's request (the player's own access token adds their private matches).
 *
 * @generated from message ludus.v1.GetRatingHistoryRequest
 */
export type GetRatingHistoryRequest = Message<"ludus.v1.GetRatingHistoryRequest"> & {
    /**
     * The player's name (any case).
     *
     * @generated from field: string player = 1;
     */
    player: string;
    /**
     * The game's name.
     *
     * @generated from field: string game = 2;
     */
    game: string;
    /**
     * Entries per page (0: 20; at most 100).
     *
     * @generated from field: uint32 page_size = 3;
     */
    pageSize: number;
    /**
     * A next_page_token of an earlier answer for the same player and game.
     *
     * @generated from field: string page_token = 4;
     */
    pageToken: string;
};
/**
 * Describes the message ludus.v1.GetRatingHistoryRequest.
 * Use `create(GetRatingHistoryRequestSchema)` to create a new message.
 */
export declare const GetRatingHistoryRequestSchema: GenMessage<GetRatingHistoryRequest>;
/**
 * GetRatingHistory's answer.
 *
 * @generated from message ludus.v1.GetRatingHistoryResponse
 */
export type GetRatingHistoryResponse = Message<"ludus.v1.GetRatingHistoryResponse"> & {
    /**
     * Newest first.
     *
     * @generated from field: repeated ludus.v1.RatingChange changes = 1;
     */
    changes: RatingChange[];
    /**
     * Empty on the last page.
     *
     * @generated from field: string next_page_token = 2;
     */
    nextPageToken: string;
};
/**
 * Describes the message ludus.v1.GetRatingHistoryResponse.
 * Use `create(GetRatingHistoryResponseSchema)` to create a new message.
 */
export declare const GetRatingHistoryResponseSchema: GenMessage<GetRatingHistoryResponse>;
/**
 * What kind of player an account is.
 *
 * @generated from enum ludus.v1.PlayerKind
 */
export declare enum PlayerKind {
    /**
     * Not set (never sent).
     *
     * @generated from enum value: PLAYER_KIND_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * A player who signed up with a name and password.
     *
     * @generated from enum value: PLAYER_KIND_MEMBER = 1;
     */
    MEMBER = 1,
    /**
     * A guest: a name without a password, with the guests' quotas.
     *
     * @generated from enum value: PLAYER_KIND_GUEST = 2;
     */
    GUEST = 2,
    /**
     * A player vouched for by the operator's OpenID Connect issuer.
     *
     * @generated from enum value: PLAYER_KIND_EXTERNAL = 3;
     */
    EXTERNAL = 3
}
/**
 * Describes the enum ludus.v1.PlayerKind.
 */
export declare const PlayerKindSchema: GenEnum<PlayerKind>;
/**
 * A player's outcome in a finished match.
 *
 * @generated from enum ludus.v1.MatchOutcome
 */
export declare enum MatchOutcome {
    /**
     * Any outcome (in a search), or not known.
     *
     * @generated from enum value: MATCH_OUTCOME_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Among the winners, and someone did not win.
     *
     * @generated from enum value: MATCH_OUTCOME_WON = 1;
     */
    WON = 1,
    /**
     * Not among the winners.
     *
     * @generated from enum value: MATCH_OUTCOME_LOST = 2;
     */
    LOST = 2,
    /**
     * A win shared by every seat: nobody was beaten.
     *
     * @generated from enum value: MATCH_OUTCOME_DRAWN = 3;
     */
    DRAWN = 3
}
/**
 * Describes the enum ludus.v1.MatchOutcome.
 */
export declare const MatchOutcomeSchema: GenEnum<MatchOutcome>;
/**
 * What a notice tells.
 *
 * @generated from enum ludus.v1.NoticeKind
 */
export declare enum NoticeKind {
    /**
     * Never sent.
     *
     * @generated from enum value: NOTICE_KIND_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * The match awaits the player's seat (deadline set when the match has clocks).
     *
     * @generated from enum value: NOTICE_KIND_YOUR_TURN = 1;
     */
    YOUR_TURN = 1,
    /**
     * A seat of the match is reserved for the player (claim it with Gateway.JoinMatch).
     *
     * @generated from enum value: NOTICE_KIND_INVITED = 2;
     */
    INVITED = 2,
    /**
     * Every seat is taken: the match has begun.
     *
     * @generated from enum value: NOTICE_KIND_MATCH_STARTED = 3;
     */
    MATCH_STARTED = 3,
    /**
     * The match is over (Gateway.GetMatch has the result).
     *
     * @generated from enum value: NOTICE_KIND_MATCH_ENDED = 4;
     */
    MATCH_ENDED = 4,
    /**
     * The player's seat ran out of time: a bot (or default moves) plays it until they reclaim it
     * (Gateway.ReclaimSeat).
     *
     * @generated from enum value: NOTICE_KIND_SEAT_TAKEN_OVER = 5;
     */
    SEAT_TAKEN_OVER = 5,
    /**
     * The quick-match queue found the player a match: they hold `seat` of `match_id` already.
     *
     * @generated from enum value: NOTICE_KIND_MATCHED = 6;
     */
    MATCHED = 6,
    /**
     * A player of the finished match `rematch_of` proposes a rematch (answer with AnswerRematch).
     *
     * @generated from enum value: NOTICE_KIND_REMATCH_PROPOSED = 7;
     */
    REMATCH_PROPOSED = 7,
    /**
     * Every human accepted: `match_id` is the rematch of `rematch_of`, the player holds `seat`.
     *
     * @generated from enum value: NOTICE_KIND_REMATCH_READY = 8;
     */
    REMATCH_READY = 8,
    /**
     * The rematch of `rematch_of` will not happen: `by` declined it.
     *
     * @generated from enum value: NOTICE_KIND_REMATCH_DECLINED = 9;
     */
    REMATCH_DECLINED = 9,
    /**
     * The player waited in the queue of `game` for the longest wait without a match and left it.
     *
     * @generated from enum value: NOTICE_KIND_QUEUE_TIMED_OUT = 10;
     */
    QUEUE_TIMED_OUT = 10
}
/**
 * Describes the enum ludus.v1.NoticeKind.
 */
export declare const NoticeKindSchema: GenEnum<NoticeKind>;
/**
 * Where a delivery stands.
 *
 * @generated from enum ludus.v1.WebhookDeliveryStatus
 */
export declare enum WebhookDeliveryStatus {
    /**
     * Not set.
     *
     * @generated from enum value: WEBHOOK_DELIVERY_STATUS_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Waiting for its next attempt (`next_attempt_at`).
     *
     * @generated from enum value: WEBHOOK_DELIVERY_STATUS_PENDING = 1;
     */
    PENDING = 1,
    /**
     * An attempt is in flight.
     *
     * @generated from enum value: WEBHOOK_DELIVERY_STATUS_DELIVERING = 2;
     */
    DELIVERING = 2,
    /**
     * The endpoint answered 2xx.
     *
     * @generated from enum value: WEBHOOK_DELIVERY_STATUS_DELIVERED = 3;
     */
    DELIVERED = 3,
    /**
     * Given up after LUDUS_WEBHOOK_MAX_ATTEMPTS attempts.
     *
     * @generated from enum value: WEBHOOK_DELIVERY_STATUS_FAILED = 4;
     */
    FAILED = 4
}
/**
 * Describes the enum ludus.v1.WebhookDeliveryStatus.
 */
export declare const WebhookDeliveryStatusSchema: GenEnum<WebhookDeliveryStatus>;
/**
 * Accounts and sessions; players' finished matches.
 *
 * @generated from service ludus.v1.Players
 */
export declare const Players: GenService<{
    /**
     * Creates a player with a name and a password and signs them in.
     *
     * @generated from rpc ludus.v1.Players.SignUp
     */
    signUp: {
        methodKind: "unary";
        input: typeof SignUpRequestSchema;
        output: typeof SignUpResponseSchema;
    };
    /**
     * Signs a player in with their name (any case) and password.
     *
     * @generated from rpc ludus.v1.Players.SignIn
     */
    signIn: {
        methodKind: "unary";
        input: typeof SignInRequestSchema;
        output: typeof SignInResponseSchema;
    };
    /**
     * Creates a guest player (a name, no password) and signs them in, if the operator admits guests.
     *
     * @generated from rpc ludus.v1.Players.SignInAsGuest
     */
    signInAsGuest: {
        methodKind: "unary";
        input: typeof SignInAsGuestRequestSchema;
        output: typeof SignInAsGuestResponseSchema;
    };
    /**
     * Signs in the player an ID token of the operator's OpenID Connect issuer names (its `sub`;
     * the player is created on first sight), for a client that ran the authorization-code flow
     * itself (the web face's /session/oidc/ routes do). The token's `aud` must be
     * LUDUS_OIDC_CLIENT_ID; FAILED_PRECONDITION OIDC_NOT_CONFIGURED without one.
     *
     * @generated from rpc ludus.v1.Players.SignInWithIdToken
     */
    signInWithIdToken: {
        methodKind: "unary";
        input: typeof SignInWithIdTokenRequestSchema;
        output: typeof SignInWithIdTokenResponseSchema;
    };
    /**
     * Trades a refresh token for a new session's tokens; the refresh token is then spent.
     *
     * @generated from rpc ludus.v1.Players.Refresh
     */
    refresh: {
        methodKind: "unary";
        input: typeof RefreshRequestSchema;
        output: typeof RefreshResponseSchema;
    };
    /**
     * Ends the sign-in the access token belongs to (its refresh token stops working too).
     *
     * @generated from rpc ludus.v1.Players.SignOut
     */
    signOut: {
        methodKind: "unary";
        input: typeof SignOutRequestSchema;
        output: typeof SignOutResponseSchema;
    };
    /**
     * Changes the caller's password; every other sign-in of the player ends.
     *
     * @generated from rpc ludus.v1.Players.ChangePassword
     */
    changePassword: {
        methodKind: "unary";
        input: typeof ChangePasswordRequestSchema;
        output: typeof ChangePasswordResponseSchema;
    };
    /**
     * Deletes the caller's account: name, password and sessions are erased, and the seats they
     * held show "deleted player". Match logs are unchanged. Cannot be undone.
     *
     * @generated from rpc ludus.v1.Players.DeleteAccount
     */
    deleteAccount: {
        methodKind: "unary";
        input: typeof DeleteAccountRequestSchema;
        output: typeof DeleteAccountResponseSchema;
    };
    /**
     * Returns the caller's own account.
     *
     * @generated from rpc ludus.v1.Players.WhoAmI
     */
    whoAmI: {
        methodKind: "unary";
        input: typeof WhoAmIRequestSchema;
        output: typeof WhoAmIResponseSchema;
    };
    /**
     * Returns a player's public profile by name (no token needed).
     *
     * @generated from rpc ludus.v1.Players.GetProfile
     */
    getProfile: {
        methodKind: "unary";
        input: typeof GetProfileRequestSchema;
        output: typeof GetProfileResponseSchema;
    };
    /**
     * Sets the caller's display name (1 to 32 characters, no control characters; empty: show
     * their name again) and returns their profile.
     *
     * @generated from rpc ludus.v1.Players.UpdateProfile
     */
    updateProfile: {
        methodKind: "unary";
        input: typeof UpdateProfileRequestSchema;
        output: typeof UpdateProfileResponseSchema;
    };
    /**
     * Lists the matches the caller holds a seat in, newest seat first, a page at a time, each
     * with its current summary and whether the caller's decision is awaited.
     *
     * @generated from rpc ludus.v1.Players.ListMyMatches
     */
    listMyMatches: {
        methodKind: "unary";
        input: typeof ListMyMatchesRequestSchema;
        output: typeof ListMyMatchesResponseSchema;
    };
    /**
     * Lists which players hold the seats of a match (no token needed). A deleted player's seats
     * read "deleted player". Player names are never written into match logs, so deleting an
     * account changes no log and no audit.
     *
     * @generated from rpc ludus.v1.Players.ListSeatHolders
     */
    listSeatHolders: {
        methodKind: "unary";
        input: typeof ListSeatHoldersRequestSchema;
        output: typeof ListSeatHoldersResponseSchema;
    };
    /**
     * Searches finished (archived) matches: by player name, game, finish time and the named
     * player's outcome, newest first, a page at a time (no token needed; with a player's access
     * token, that player's private matches are included). Served here rather than on
     * ludus.v1.Gateway because it reads the match directory and player history, read models in
     * the players' PostgreSQL (projections of the archive), not a game service; and it resolves
     * player names as this service does. A private match is returned only to its own players.
     * Limits: page_size at most 100 (more is INVALID_ARGUMENT, PAGE_SIZE_TOO_LARGE).
     *
     * @generated from rpc ludus.v1.Players.SearchMatches
     */
    searchMatches: {
        methodKind: "unary";
        input: typeof SearchMatchesRequestSchema;
        output: typeof SearchMatchesResponseSchema;
    };
    /**
     * Returns one finished match's directory entry (NOT_FOUND, MATCH_NOT_FOUND, for a match not
     * archived yet, and for a private match to anyone but its players; INVALID_ARGUMENT,
     * MATCH_ID_TOO_LONG, for an id over 128 characters).
     *
     * @generated from rpc ludus.v1.Players.GetFinishedMatch
     */
    getFinishedMatch: {
        methodKind: "unary";
        input: typeof GetFinishedMatchRequestSchema;
        output: typeof GetFinishedMatchResponseSchema;
    };
    /**
     * Makes a new invitation code for a private match the caller created; whoever has it may
     * join the match (Gateway.JoinMatch with `invitation`) until the creator revokes it. NOT_FOUND
     * for a match the caller did not create (as for one that does not exist).
     *
     * @generated from rpc ludus.v1.Players.CreateInvitation
     */
    createInvitation: {
        methodKind: "unary";
        input: typeof CreateInvitationRequestSchema;
        output: typeof CreateInvitationResponseSchema;
    };
    /**
     * Revokes an invitation code of a match the caller created: it admits no one from now on
     * (seats already claimed with it stay claimed).
     *
     * @generated from rpc ludus.v1.Players.RevokeInvitation
     */
    revokeInvitation: {
        methodKind: "unary";
        input: typeof RevokeInvitationRequestSchema;
        output: typeof RevokeInvitationResponseSchema;
    };
    /**
     * Lists the caller's invitations by name that are still open (not revoked, seat not claimed),
     * newest first.
     *
     * @generated from rpc ludus.v1.Players.ListMyInvitations
     */
    listMyInvitations: {
        methodKind: "unary";
        input: typeof ListMyInvitationsRequestSchema;
        output: typeof ListMyInvitationsResponseSchema;
    };
    /**
     * The caller's feed: one stream for all their matches, carrying "your turn", "invited",
     * "match started", "match ended" and "seat taken over by a bot" as they happen. Each notice
     * has a cursor; after a reconnect, pass the last one received as `after` to get what was
     * missed (as far back as the platform keeps notices, LUDUS_NOTICE_STREAM_LENGTH), then live
     * ones. At most LUDUS_FEED_STREAMS_PER_PLAYER feeds per player per gateway
     * (RESOURCE_EXHAUSTED, FEED_STREAMS). Only notices of matches the player holds a seat in, or
     * is invited to, ever reach them. The response headers come as soon as the feed is live:
     * nothing that happens after them is missed.
     *
     * @generated from rpc ludus.v1.Players.WatchPlayer
     */
    watchPlayer: {
        methodKind: "server_streaming";
        input: typeof WatchPlayerRequestSchema;
        output: typeof PlayerNoticeSchema;
    };
    /**
     * --- Quick match and rematch ---
     * (docs/players.md "Quick match" and "Rematch"; docs/api.md.)
     * Puts the caller in the quick-match queue of a game and seat count. A matchmaker in the
     * workers pairs queued players by rating, within a window that widens the longer they wait,
     * creates the match with the caller holding a seat (their access token plays it at once) and
     * says so on their feed (NOTICE_KIND_MATCHED). A player waits in one queue at a time
     * (FAILED_PRECONDITION ALREADY_QUEUED). INVALID_ARGUMENT for an unknown game (GAME_UNKNOWN), a
     * seat count the game does not allow (SEATS_OUT_OF_RANGE) or a bot fill later than the
     * longest wait (BOTS_AFTER_TOO_LONG). RESOURCE_EXHAUSTED OPEN_MATCHES for a player already in
     * LUDUS_OPEN_MATCHES waiting or active matches. A player still waiting after
     * LUDUS_MATCHMAKING_MAX_WAIT_SECONDS leaves the queue and is told so (NOTICE_KIND_QUEUE_TIMED_OUT).
     *
     * @generated from rpc ludus.v1.Players.JoinQueue
     */
    joinQueue: {
        methodKind: "unary";
        input: typeof JoinQueueRequestSchema;
        output: typeof JoinQueueResponseSchema;
    };
    /**
     * Takes the caller out of the queue. FAILED_PRECONDITION NOT_QUEUED if they wait in none, and
     * ALREADY_MATCHED if the matchmaker took them first (their match is, or is about to be, on
     * their feed): a cancel that succeeds means no match is ever made for that request.
     *
     * @generated from rpc ludus.v1.Players.LeaveQueue
     */
    leaveQueue: {
        methodKind: "unary";
        input: typeof LeaveQueueRequestSchema;
        output: typeof LeaveQueueResponseSchema;
    };
    /**
     * The caller's place in the queue, if they wait in one.
     *
     * @generated from rpc ludus.v1.Players.GetQueueStatus
     */
    getQueueStatus: {
        methodKind: "unary";
        input: typeof GetQueueStatusRequestSchema;
        output: typeof GetQueueStatusResponseSchema;
    };
    /**
     * Proposes to play a finished match again with the same seats: every human seat's holder is
     * told (NOTICE_KIND_REMATCH_PROPOSED) and must accept (AnswerRematch); bot seats are kept. The
     * proposer has accepted by proposing. The proposal lapses after LUDUS_REMATCH_SECONDS.
     * NOT_FOUND for a match the caller holds no seat in; FAILED_PRECONDITION MATCH_NOT_FINISHED,
     * REMATCH_SEAT_UNHELD (a human seat no player holds: nobody to ask), REMATCH_PENDING (one is
     * already proposed for this match).
     *
     * @generated from rpc ludus.v1.Players.ProposeRematch
     */
    proposeRematch: {
        methodKind: "unary";
        input: typeof ProposeRematchRequestSchema;
        output: typeof ProposeRematchResponseSchema;
    };
    /**
     * Accepts or declines a proposed rematch. The last acceptance creates the new match (its
     * MatchInfo.rematch_of names the old one) and every player hears NOTICE_KIND_REMATCH_READY; a
     * decline ends the proposal and everyone hears NOTICE_KIND_REMATCH_DECLINED. FAILED_PRECONDITION
     * REMATCH_NOT_PROPOSED (none, or it lapsed: REMATCH_EXPIRED while its record remains);
     * NOT_FOUND for a match the caller holds no seat in.
     *
     * @generated from rpc ludus.v1.Players.AnswerRematch
     */
    answerRematch: {
        methodKind: "unary";
        input: typeof AnswerRematchRequestSchema;
        output: typeof AnswerRematchResponseSchema;
    };
    /**
     * --- Webhooks ---
     * Registers an endpoint the workers POST the caller's events to, signed (docs/api.md,
     * "Webhooks"): some of `your_turn`, `invited`, `match_started`, `match_ended` — what the
     * caller's feed (WatchPlayer) tells, never more. The URL is https:// (plain http only to
     * loopback where the operator allows it) and its host must resolve to addresses the operator
     * allows (public ones by default): FAILED_PRECONDITION WEBHOOK_ADDRESS_REFUSED or
     * WEBHOOK_HOST_UNRESOLVED otherwise; INVALID_ARGUMENT WEBHOOK_URL_INVALID, WEBHOOK_EVENTS_MISSING,
     * WEBHOOK_EVENT_UNKNOWN; RESOURCE_EXHAUSTED WEBHOOK_ENDPOINTS past LUDUS_WEBHOOKS_PER_PLAYER.
     * The answer carries the signing secret, shown this once.
     *
     * @generated from rpc ludus.v1.Players.CreateWebhook
     */
    createWebhook: {
        methodKind: "unary";
        input: typeof CreateWebhookRequestSchema;
        output: typeof CreateWebhookResponseSchema;
    };
    /**
     * The caller's webhook endpoints, oldest first (without their secrets).
     *
     * @generated from rpc ludus.v1.Players.ListWebhooks
     */
    listWebhooks: {
        methodKind: "unary";
        input: typeof ListWebhooksRequestSchema;
        output: typeof ListWebhooksResponseSchema;
    };
    /**
     * Deletes one of the caller's endpoints and its deliveries; nothing more is sent to it.
     * NOT_FOUND for an id that is not one of the caller's endpoints.
     *
     * @generated from rpc ludus.v1.Players.DeleteWebhook
     */
    deleteWebhook: {
        methodKind: "unary";
        input: typeof DeleteWebhookRequestSchema;
        output: typeof DeleteWebhookResponseSchema;
    };
    /**
     * Replaces an endpoint's signing secret (the new one is shown this once). For 24 hours the
     * previous secret signs too (a second `v1=` in the signature header), so a receiver can switch
     * without missing a delivery.
     *
     * @generated from rpc ludus.v1.Players.RotateWebhookSecret
     */
    rotateWebhookSecret: {
        methodKind: "unary";
        input: typeof RotateWebhookSecretRequestSchema;
        output: typeof RotateWebhookSecretResponseSchema;
    };
    /**
     * An endpoint's newest deliveries and how each went (attempts, response code, error, next retry).
     *
     * @generated from rpc ludus.v1.Players.ListWebhookDeliveries
     */
    listWebhookDeliveries: {
        methodKind: "unary";
        input: typeof ListWebhookDeliveriesRequestSchema;
        output: typeof ListWebhookDeliveriesResponseSchema;
    };
    /**
     * Queues a `ping` delivery to an endpoint (to test a receiver and its signature check).
     *
     * @generated from rpc ludus.v1.Players.PingWebhook
     */
    pingWebhook: {
        methodKind: "unary";
        input: typeof PingWebhookRequestSchema;
        output: typeof PingWebhookResponseSchema;
    };
    /**
     * A player's rating in every game they have played rated matches of.
     *
     * @generated from rpc ludus.v1.Players.GetRatings
     */
    getRatings: {
        methodKind: "unary";
        input: typeof GetRatingsRequestSchema;
        output: typeof GetRatingsResponseSchema;
    };
    /**
     * A game's leaderboard by ordinal (mu - 3 sigma), best first: a page of the top, or a player's
     * rank with their neighbours.
     *
     * @generated from rpc ludus.v1.Players.GetLeaderboard
     */
    getLeaderboard: {
        methodKind: "unary";
        input: typeof GetLeaderboardRequestSchema;
        output: typeof GetLeaderboardResponseSchema;
    };
    /**
     * A player's rating after each rated match of one game, newest first, a page at a time. A
     * private match's entry is shown to its own player only (with their access token).
     *
     * @generated from rpc ludus.v1.Players.GetRatingHistory
     */
    getRatingHistory: {
        methodKind: "unary";
        input: typeof GetRatingHistoryRequestSchema;
        output: typeof GetRatingHistoryResponseSchema;
    };
}>;
