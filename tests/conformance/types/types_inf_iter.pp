$it = [1,2,3].reverse_each
notice(type($it))
notice(type($it, 'generalized'))
$st = Integer[1,3].each
notice(type($st))
