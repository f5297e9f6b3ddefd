class foo($p = 3) {}
$x = class { 'foo': }
notice($x)
notice($x[0] == Class['foo'])
notice($x[0] =~ Type[Class])
notice($x[0] =~ Type[Resource])
notice(type($x[0]))
notice($x[0][p])
notice("${x}")
notice($x == include(foo))
