$t = @(EOT)
<%- | String $name, Integer $count = 2 | -%>
<% Integer[1, $count].each |$i| { -%>
<%= $name %>-<%= $i %>
<% } -%>
EOT
notice(inline_epp($t, {name => "n"}))
