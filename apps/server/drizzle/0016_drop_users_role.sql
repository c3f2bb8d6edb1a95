-- One role model (issue 21): back-office roles are rows of operator_roles; users.role was read only by the
-- user photo route and the idle-account job, which now ask operator_roles (through the back-office). No role is
-- granted from it: a users.role of operator or admin never opened an operator route.
ALTER TABLE "users" DROP COLUMN "role";
