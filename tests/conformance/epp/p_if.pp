notice(inline_epp('<% if $x > 1 { %>big<% } else { %>small<% } %>', {x => 5}))
