notice(inline_epp('<%- | String $a, Integer $b, $c | -%>x', {a => 1, d => 1, e => 2}))
