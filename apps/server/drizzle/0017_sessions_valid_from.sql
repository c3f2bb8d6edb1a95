-- Sessions begun before users.sessions_valid_from are over (app and back-office): set when the password is changed or
-- reset and when an operator locks sign-in, so unlocking an operator does not bring an old back-office session back.
ALTER TABLE "users" ADD COLUMN "sessions_valid_from" timestamp with time zone;
