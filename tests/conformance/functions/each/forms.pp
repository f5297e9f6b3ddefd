[10, 20].each |$i, $x| { notice("${i}:${x}") }
{a => 1}.each |$k, $v| { notice("${k}=${v}") }
{a => 1}.each |$pair| { notice($pair) }
notice([1, 2].each |$x| { $x })
