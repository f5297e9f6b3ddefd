notice(inline_epp('<%- | $a = $x | -%><%= $a %>|'))
