import type { DevAccount } from './accounts.js';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  nonce: string;
  state: string;
  prompt?: string;
}

function hiddenFields(params: AuthorizeParams) {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(String(v))}">`)
    .join('');
}

/** The Hebrew account chooser, like Google's with `prompt=select_account`. */
export function renderAuthorizePage(params: AuthorizeParams, accounts: DevAccount[], error?: string) {
  const hidden = hiddenFields(params);
  const choices = accounts
    .map(
      (a) => `<li><form method="post"><input type="hidden" name="email" value="${escape(a.email)}">${hidden}
<button type="submit" class="account"><strong>${escape(a.name)}</strong><span>${escape(a.email)}</span></button></form></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>בחירת חשבון — ספק זהות לפיתוח</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;background:#f6f7f9;color:#1d2330}
main{max-inline-size:26rem;margin-inline:auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 10px #0002}
h1{font-size:1.25rem;margin-block:0 .25rem}p{margin-block:0 1rem;color:#555}
ul{list-style:none;padding:0;margin:0 0 1rem}li{margin-block-end:.5rem}
.account{inline-size:100%;display:flex;flex-direction:column;align-items:flex-start;gap:.15rem;padding:.75rem 1rem;border:1px solid #ccd;border-radius:8px;background:#fff;cursor:pointer;text-align:start}
.account:hover,.account:focus{border-color:#2563eb;outline:none}
label{display:block;margin-block:.5rem .25rem}input[type=text],input[type=email]{inline-size:100%;box-sizing:border-box;padding:.5rem;border:1px solid #ccd;border-radius:6px}
.add{margin-block-start:1rem;padding:.6rem 1rem;border:0;border-radius:6px;background:#2563eb;color:#fff;cursor:pointer}
.error{color:#b91c1c}
</style></head>
<body><main>
<h1>בחירת חשבון</h1>
<p>ספק הזהות לפיתוח של כספית. בסביבת ייצור ההתחברות היא דרך Google.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
${accounts.length ? `<ul aria-label="חשבונות קיימים">${choices}</ul>` : '<p>עדיין אין חשבונות. הוסיפו אחד:</p>'}
<form method="post" aria-label="הוספת חשבון">${hidden}
<label for="name">שם</label><input id="name" name="name" type="text" required maxlength="60" autocomplete="name" autofocus>
<label for="email">דוא"ל</label><input id="email" name="email" type="email" required maxlength="120" autocomplete="email">
<button type="submit" class="add">המשך עם חשבון חדש</button>
</form>
</main></body></html>`;
}
