$outer = "top"
notice(inline_epp('<%- | $x | -%><%= $outer %> <%= $x %>', {x => 1}))
