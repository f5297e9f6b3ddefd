notice(partition('abc') |$x| { $x == 'b' })
