$a = [Sensitive("x"), "y"]
notice($a.length)
notice($a.map |$v| { $v =~ Sensitive })
notice(join($a, ","))
