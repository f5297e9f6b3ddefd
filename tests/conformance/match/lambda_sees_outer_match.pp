$x = 'xyz' =~ /(y)/
[1].each |$v| { notice($1) }
