notice(inline_epp('<%- | String $x | -%><%= $x %>', {x => 'a', y => 2}))
