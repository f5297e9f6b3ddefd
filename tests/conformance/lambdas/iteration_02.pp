"ab".each |$i, $c| { notice("$i$c") }
