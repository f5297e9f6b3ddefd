notice(inline_epp('a=<%= $a %>', {a => 1, b => 2}))
notice(inline_epp('<% if $b == 2 { %>yes<% } %>', {b => 2}))
notice(inline_epp('<%= $b %>|', {a => 1, b => undef}))
notice(inline_epp('x', {a => 1}))
