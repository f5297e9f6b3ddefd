$x = [1,2]
notice("${x.map |$i| { $i * 2 }.join('-')}")
