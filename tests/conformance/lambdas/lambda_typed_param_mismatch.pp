[1, 'a'].each |Integer $v| { notice($v) }
