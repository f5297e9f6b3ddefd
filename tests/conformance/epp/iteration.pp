notice(inline_epp('<% $xs = [1,2,3] -%>
<% $xs.each |$x| { -%>
  item <%= $x %>
<% } -%>
end'))
notice(inline_epp('<% [1,2].each |$i| { %>[<%= $i %>]<% } %>'))
notice(inline_epp('<% {a => 1, b => 2}.each |$k, $v| { -%>
<%= $k %>=<%= $v %>
<% } -%>'))
