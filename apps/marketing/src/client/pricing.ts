/**
 * Inline script of the pricing page: asks GET /api/v1/plans and rewrites the prerendered prices,
 * so a price changed in the database shows without a rebuild. The monthly/yearly toggle itself is
 * two radio buttons and CSS, so it works before (and without) this script.
 */
export function pricingScript(): string {
  return `(function(){var root=document.getElementById('plans');if(!root||!window.fetch)return;var lng=document.documentElement.lang;
fetch('/api/v1/plans?product_type=voice_ai',{headers:{accept:'application/json'}}).then(function(r){return r.ok?r.json():null}).then(function(body){
if(!body||!Array.isArray(body.data))return;var fmt=new Intl.NumberFormat(lng,{style:'currency',currency:'USD',maximumFractionDigits:0,minimumFractionDigits:0});var seen={},any=false;
body.data.forEach(function(plan){var a=plan&&plan.attributes;if(!a||typeof a.name!=='string'||!Array.isArray(a.plan_prices))return;
var card=root.querySelector('[data-plan="'+a.name.replace(/[^a-z0-9_-]/gi,'')+'"]');if(!card)return;
var cents={};a.plan_prices.forEach(function(p){if(p&&(p.billing_interval==='month'||p.billing_interval==='year')&&typeof p.amount_cents==='number'&&p.amount_cents>=0)cents[p.billing_interval]=p.amount_cents});
['month','year'].forEach(function(interval){var el=card.querySelector('[data-interval="'+interval+'"]');if(!el)return;var own=cents[interval]!=null,shown=own?interval:(interval==='year'?'month':'year');if(cents[shown]==null)return;
el.querySelector('.amount').textContent=fmt.format(Math.round(cents[shown]/100));el.querySelector('.unit').textContent=root.getAttribute(shown==='month'?'data-per-month':'data-per-year');});
seen[a.name]=true;any=true;});
if(!any)return;Array.prototype.forEach.call(root.querySelectorAll('[data-plan]'),function(card){card.hidden=!seen[card.getAttribute('data-plan')]});root.setAttribute('data-live','true');
}).catch(function(){});})();`;
}
