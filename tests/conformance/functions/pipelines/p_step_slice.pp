$ports = Integer[8000, 8010].step(5).map |$p| { "port ${p}" }
notice($ports)
[a, b, c, d, e].slice(2) |$pair| { notice($pair) }
notice([1,2,3,4,5,6].slice(3).map |$x| { $x.reduce |$a, $b| { $a + $b } })
