/** The console's session cookie, read by the request pipeline too: server/http/staff-session.ts. */
export { carriesStaffSession, readSessionCookie, SESSION_COOKIE } from "../../server/http/staff-session";
