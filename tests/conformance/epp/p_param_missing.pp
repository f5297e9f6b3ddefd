notice(inline_epp('<%- | String $name | -%><%= $name %>'))
