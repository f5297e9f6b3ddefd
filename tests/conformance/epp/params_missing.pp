notice(inline_epp('<%- | String $x | -%>
<%= $x %>', {}))
