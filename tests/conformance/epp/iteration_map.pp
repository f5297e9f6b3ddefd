notice(inline_epp('<% $r = [1,2].map |$x| { %>t<%= $x %><% $x * 10 } %>|<%= $r %>'))
