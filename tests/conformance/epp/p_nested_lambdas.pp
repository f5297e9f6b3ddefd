notice(inline_epp('<% [[1, 2], [3]].each |$row| { %>(<% $row.each |$c| { %><%= $c %><% } %>)<% } %>'))
