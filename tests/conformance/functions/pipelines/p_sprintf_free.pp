$items = { 'apples' => 3, 'pears' => 10 }
$width = max(*$items.keys.map |$k| { length($k) })
$items.each |$k, $v| { notice("${k} : ${v} (${width - length($k)})") }
notice($items.values.reduce |$a, $b| { $a + $b })
notice(min(*$items.values))
