/**
 * Inline script of the partnerships page: validates as people type and before sending (messages
 * in the page's language, read from the form's data attributes), sends JSON, and shows the
 * server's field errors next to their fields. Without it the form still posts as plain HTML and
 * the server answers with a redirect back to #sent or #form-error.
 */
export function partnerFormScript(): string {
  return `(function(){var form=document.getElementById('partner-form');if(!form||!window.fetch)return;var status=document.getElementById('form-status');
function msg(k){return form.getAttribute('data-'+k)||''}
var rules={name:function(v){return v?'':msg('err-name')},company:function(v){return v?'':msg('err-company')},
email:function(v){return /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(v)?'':msg('err-email')},
website:function(v){return /^(https?:\\/\\/)?[^\\s\\/.]+(\\.[^\\s\\/.]+)+(\\/\\S*)?$/i.test(v)?'':msg('err-website')},
message:function(v){return v.length>=+(form.elements.message.getAttribute('minlength')||0)?'':msg('err-message')}};
function show(name,text){var input=form.elements[name],err=document.getElementById(name+'-error');if(!input||!err)return;err.textContent=text;if(text)input.setAttribute('aria-invalid','true');else input.removeAttribute('aria-invalid')}
function problem(name){var input=form.elements[name],v=input.value.trim(),max=+(input.getAttribute('maxlength')||0);return max&&v.length>max?msg('err-too-long').replace('{{max}}',max):rules[name](v)}
function check(){var first=null;Object.keys(rules).forEach(function(n){var p=problem(n);show(n,p);if(p&&!first)first=form.elements[n]});return first}
form.noValidate=true;
form.addEventListener('focusout',function(e){var n=e.target&&e.target.name;if(rules[n]&&(e.target.value||e.target.getAttribute('aria-invalid')))show(n,problem(n))});
form.addEventListener('submit',function(e){e.preventDefault();var bad=check();if(bad){status.textContent=msg('form-error');bad.focus();return}
var button=form.querySelector('button[type="submit"]'),body={};button.disabled=true;status.textContent=msg('sending');
['name','company','email','website','message','language','nickname'].forEach(function(n){if(form.elements[n])body[n]=form.elements[n].value});
fetch(form.action,{method:'POST',headers:{'content-type':'application/json',accept:'application/json'},body:JSON.stringify(body)}).then(function(r){
if(r.status===201){form.reset();form.hidden=true;status.textContent='';var ok=document.getElementById('sent');ok.classList.add('shown');ok.focus();return}
if(r.status===400)return r.json().then(function(b){var fields=(b&&b.fields)||{},first=null;Object.keys(fields).forEach(function(n){if(!rules[n])return;
var max=form.elements[n].getAttribute('maxlength');show(n,/^Use at most/.test(fields[n])?msg('err-too-long').replace('{{max}}',max):rules[n]('')||msg('form-error'));if(!first)first=form.elements[n]});
status.textContent=msg('form-error');if(first)first.focus()});
status.textContent=msg(r.status===429?'err-rate-limited':'err-network');
}).catch(function(){status.textContent=msg('err-network')}).then(function(){button.disabled=false});});})();`;
}
