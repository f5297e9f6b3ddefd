@package { ['a', 'b', 'c']: ensure => installed }
realize(Package['a'], Package['b'])
realize([Package['c']])
$r = realize(Package['a'])
notice($r)
