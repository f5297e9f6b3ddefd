notice(inline_epp('<%- | Sensitive $s | -%><%= $s.unwrap %>', {s => Sensitive('pw')}))
