[1, 'a'].each |Integer $x| { notice($x) }
