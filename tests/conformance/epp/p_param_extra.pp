notice(inline_epp('<%- | String $name | -%><%= $name %>', {name => "a", other => 1}))
