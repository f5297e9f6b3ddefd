notice(unique(['a', 'B', 'b', 'A']) |$x| { downcase($x) })
