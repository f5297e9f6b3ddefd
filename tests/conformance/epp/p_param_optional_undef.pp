notice(inline_epp('<%- | Optional[String] $s | -%>[<%= $s %>]'))
