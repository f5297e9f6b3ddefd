notice(inline_epp('<%- | Optional[Integer] $a | -%><%= $a %>|'))
