notice([[1,2],[3,4]].each |$i, $v| { notice("$i $v") })
