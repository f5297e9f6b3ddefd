notice(inline_epp('a<% [1, 2].each |$x| { if $x == 2 { break() } %><%= $x %><% } %>b'))
