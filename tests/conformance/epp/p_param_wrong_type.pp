notice(inline_epp('<%- | String $name | -%><%= $name %>', {name => 5}))
