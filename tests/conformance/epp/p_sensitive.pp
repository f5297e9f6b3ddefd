notice(inline_epp('<%= $s %>', {s => Sensitive('x')}))
