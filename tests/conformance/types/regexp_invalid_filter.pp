$r = Regexp['a(']
notice([1].filter |$x| { $x =~ $r })
