/**
 * Inline script of the home page: once the demo section comes near the screen (or a visitor picks
 * another business), it asks the public demo-agent endpoint for that showcase's demo key and opens
 * the real widget inline. Demo keys only work on Parley's own origin, which is where this page lives.
 */
export function demoScript(): string {
  return `(function(){var box=document.getElementById('live-demo');if(!box||!window.fetch)return;var frame=box.querySelector('iframe'),status=box.querySelector('.demo-status'),lng=document.documentElement.lang,wanted=null;
function current(){var c=box.querySelector('input[name="demo-business"]:checked');return c?c.value:box.getAttribute('data-default')}
function load(sub){if(wanted===sub)return;wanted=sub;status.textContent=box.getAttribute('data-loading');status.hidden=false;
fetch('/api/v1/organizations/'+encodeURIComponent(sub)+'/agent?is_demo_mode=true',{headers:{accept:'application/json'}}).then(function(r){if(!r.ok)throw new Error('demo agent '+r.status);return r.json()}).then(function(b){
var agent=b&&b.data;if(wanted!==sub)return;if(!agent||typeof agent.demo_key!=='string')throw new Error('no demo key');
frame.title=box.getAttribute('data-frame-title').replace('{{name}}',agent.name).replace('{{business}}',agent.organization&&agent.organization.name||'');
frame.src='/embed/?'+new URLSearchParams({apiKey:agent.demo_key,inline:'1',lang:lng}).toString();frame.hidden=false;status.hidden=true;
}).catch(function(){if(wanted===sub){wanted=null;frame.hidden=true;status.textContent=box.getAttribute('data-unavailable')}});}
box.addEventListener('change',function(e){if(e.target&&e.target.name==='demo-business')load(current())});
if('IntersectionObserver' in window){var io=new IntersectionObserver(function(entries){if(entries.some(function(e){return e.isIntersecting})){io.disconnect();load(current())}},{rootMargin:'200px'});io.observe(box)}else{load(current())}})();`;
}
