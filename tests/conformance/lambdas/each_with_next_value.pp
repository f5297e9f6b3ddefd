$r = [1, 2, 3].map |$v| { if $v == 2 { next('skip') } $v }
notice($r)
$e = [1, 2, 3].each |$v| { next() }
notice($e)
