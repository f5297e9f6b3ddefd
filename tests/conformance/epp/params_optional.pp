notice(inline_epp('<%- | Optional[Integer] $a | -%><%= $a %>|', {a => undef}))
notice(inline_epp('<%- | $a = "x" | -%><%= $a %>', {a => undef}))
notice(inline_epp('<%- | $a | -%>[<%= $a %>]', {a => undef}))
