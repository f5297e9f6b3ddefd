notice(inline_epp('<%- | String $a = undef | -%><%= $a %>', {}))
