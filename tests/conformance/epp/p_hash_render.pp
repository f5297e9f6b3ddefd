notice(inline_epp('<% {a => 1, b => 2}.each |$k, $v| { -%><%= $k %>=<%= $v %>;<% } -%>'))
