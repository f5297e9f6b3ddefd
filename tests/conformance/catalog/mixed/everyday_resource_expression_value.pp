$r = notify { 'a': }
notice($r)
$s = [notify { 'b': }, notify { 'c': }]
notice($s)
