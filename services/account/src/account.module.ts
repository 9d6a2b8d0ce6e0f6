import { Module } from '@nestjs/common';
import {
  CoreModule,
  FileStore,
  loadConfig,
  LocalDiskStore,
  processedEventsPruning,
  registerMessages,
} from '@arena/shared';
import { ACCOUNT_MESSAGES } from './account.messages';
import { AdminSmsController } from './admin/admin-sms.controller';
import { AdminUsersController } from './admin/admin-users.controller';
import { AdminUsersService } from './admin/admin-users.service';
import { UserBansInternalController } from './admin/user-bans-internal.controller';
import { AvatarsController } from './avatars/avatars.controller';
import { AvatarsRepository } from './avatars/avatars.repository';
import { AvatarsService } from './avatars/avatars.service';
import { FollowsController } from './follows/follows.controller';
import { FollowsRepository } from './follows/follows.repository';
import { FollowsService } from './follows/follows.service';
import { IdentityController } from './identity/identity.controller';
import { IdentityRepository } from './identity/identity.repository';
import { IdentityService } from './identity/identity.service';
import { GuestAccountsService } from './im-accounts/guest-accounts.service';
import { ImAccountsController } from './im-accounts/im-accounts.controller';
import { LevelsController } from './levels/levels.controller';
import { LevelsRepository } from './levels/levels.repository';
import { LevelsService } from './levels/levels.service';
import { WealthExperienceConsumer } from './levels/wealth-experience.consumer';
import { NobilityConsumer } from './nobility/nobility.consumer';
import { NobilityRepository } from './nobility/nobility.repository';
import { NobilityService } from './nobility/nobility.service';
import { PasswordsController } from './passwords/passwords.controller';
import { PasswordsService } from './passwords/passwords.service';
import { ProfileController } from './profile/profile.controller';
import { ProfileCache } from './profile/profile-cache';
import { ProfileChanges } from './profile/profile-changes';
import { ProfileService } from './profile/profile.service';
import { ProfileUpdatesService } from './profile/profile-updates.service';
import { QrLoginController } from './qr-login/qr-login.controller';
import { QrLoginInternalController } from './qr-login/qr-login-internal.controller';
import { QrLoginService } from './qr-login/qr-login.service';
import { RegistrationsController } from './registrations/registrations.controller';
import { RegistrationsService } from './registrations/registrations.service';
import { LoginService } from './sessions/login.service';
import { PasswordAttempts } from './passwords/password-attempts';
import { SessionsController } from './sessions/sessions.controller';
import { SessionsRepository } from './sessions/sessions.repository';
import { SessionsService } from './sessions/sessions.service';
import { UploadsController } from './uploads/uploads.controller';
import { UploadedFilesController } from './uploads/uploaded-files.controller';
import { UploadTokens } from './uploads/upload-tokens';
import { PeopleInternalController } from './people/people-internal.controller';
import { PeopleRepository } from './people/people.repository';
import { PeopleService } from './people/people.service';
import { UserCardsInternalController } from './user-cards/user-cards-internal.controller';
import { UserCardsController } from './user-cards/user-cards.controller';
import { UserCardsService } from './user-cards/user-cards.service';
import { StreamerStatusController } from './users/streamer-status.controller';
import { InvitationsController } from './users/invitations.controller';
import { UserExistenceController } from './users/user-existence.controller';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';
import { NoSmsProvider, outboxEnabled, OutboxSmsProvider, SmsProvider } from './verification-codes/sms-provider';
import { VerificationCodesController } from './verification-codes/verification-codes.controller';
import { VerificationCodesRepository } from './verification-codes/verification-codes.repository';
import { VerificationCodesService } from './verification-codes/verification-codes.service';
import { SmsOutbox } from './verification-codes/sms-outbox';
import { SmsOutboxRepository } from './verification-codes/sms-outbox.repository';
import { WalletBalancesConsumer } from './wallet-balances/wallet-balances.consumer';
import { WalletBalancesRepository } from './wallet-balances/wallet-balances.repository';
import { WalletBalancesService } from './wallet-balances/wallet-balances.service';
import { WatchHistoryController } from './watch-history/watch-history.controller';
import { WatchHistoryRepository } from './watch-history/watch-history.repository';
import { WatchHistoryService } from './watch-history/watch-history.service';

registerMessages(ACCOUNT_MESSAGES);

import { AdminSiteSettingsController, SiteSettingsController } from './site-settings/site-settings.controller';
import { SiteSettingsRepository } from './site-settings/site-settings.repository';
import { SiteSettingsService } from './site-settings/site-settings.service';
@Module({
  imports: [CoreModule],
  controllers: [
    VerificationCodesController,
    RegistrationsController,
    SessionsController,
    PasswordsController,
    IdentityController,
    ProfileController,
    UserCardsController,
    UserCardsInternalController,
    PeopleInternalController,
    AvatarsController,
    FollowsController,
    WatchHistoryController,
    LevelsController,
    ImAccountsController,
    QrLoginController,
    QrLoginInternalController,
    UploadsController,
    UploadedFilesController,
    AdminUsersController,
    UserBansInternalController,
    AdminSmsController,
    SiteSettingsController,
    AdminSiteSettingsController,
    InvitationsController,
    UserExistenceController,
    StreamerStatusController,
  ],
  providers: [
    processedEventsPruning('account'),
    UsersService,
    AdminUsersService,
    SiteSettingsService,
    AvatarsService,
    FollowsService,
    GuestAccountsService,
    IdentityService,
    PasswordsService,
    ProfileUpdatesService,
    RegistrationsService,
    SmsOutbox,
    UploadTokens,
    WatchHistoryService,
    UserCardsService,
    PeopleService,
    PeopleRepository,
    VerificationCodesService,
    {
      provide: SmsProvider,
      inject: [SmsOutboxRepository],
      useFactory: (outbox: SmsOutboxRepository) =>
        outboxEnabled() ? new OutboxSmsProvider(outbox) : new NoSmsProvider(),
    },
    { provide: FileStore, useFactory: () => new LocalDiskStore(loadConfig().uploadsDir) },
    SessionsService,
    LoginService,
    PasswordAttempts,
    ProfileService,
    ProfileCache,
    WalletBalancesService,
    WalletBalancesConsumer,
    NobilityService,
    NobilityConsumer,
    LevelsService,
    WealthExperienceConsumer,
    QrLoginService,
    ProfileChanges,
    AvatarsRepository,
    FollowsRepository,
    IdentityRepository,
    LevelsRepository,
    NobilityRepository,
    SessionsRepository,
    SiteSettingsRepository,
    SmsOutboxRepository,
    UsersRepository,
    VerificationCodesRepository,
    WalletBalancesRepository,
    WatchHistoryRepository,
  ],
})
export class AccountModule {}
