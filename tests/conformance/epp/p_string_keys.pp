notice(inline_epp('<%- | $x | -%><%= $x %>', {'x' => 'str'}))
