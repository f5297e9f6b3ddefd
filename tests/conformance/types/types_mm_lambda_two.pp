{a => 1}.each |Integer $k, $v| { notice($k) }
