notice(inline_epp('<%- | String $x | -%><%= $x %>', {x => 1}))
