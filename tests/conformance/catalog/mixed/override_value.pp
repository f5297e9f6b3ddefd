notify { 'x': }
$v = Notify['x'] { message => 'set' }
notice($v)
