notice(Integer.each |$x| { $x })
