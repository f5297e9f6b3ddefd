notice(inline_epp('<%- | Integer $n = "x" | -%><%= $n %>'))
