$t = '<% if $x > 1 { %>big<% } elsif $x == 1 { %>one<% } else { %>small<% } %>'
notice(inline_epp($t, {x => 5}))
notice(inline_epp($t, {x => 1}))
notice(inline_epp($t, {x => 0}))
notice(inline_epp('<% unless $f { -%>not<% } -%>', {f => false}))
notice(inline_epp('<% case $v { 1: { %>one<% } default: { %>other<% } } %>', {v => 1}))
