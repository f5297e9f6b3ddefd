notice(3.each |$i| { })
