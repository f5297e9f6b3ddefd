notice('x=<%= $x %>'.inline_epp({x => 1}))
