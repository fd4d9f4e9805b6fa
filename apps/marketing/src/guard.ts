/**
 * Runs before the page paints (inline in <head>). Signed in (token and organization id stored) →
 * the dashboard, or the billing callback when Stripe sent back a `session_id`; signed out with a
 * `session_id` → that callback is saved as the intended URL for after sign-in (spec §4).
 */
export function guardScript(): string {
  return `(function(){try{var s=localStorage,q=new URLSearchParams(location.search),id=q.get('session_id'),cb=id?'/dashboard/billing/callback?session_id='+encodeURIComponent(id):null;if(s.getItem('jwt_token')&&s.getItem('organization_id')){location.replace(cb||'/dashboard');}else if(cb){s.setItem('intended_url',cb);}}catch(e){}})();`;
}
