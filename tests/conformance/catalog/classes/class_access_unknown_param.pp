class foo($a = 1) {}
include foo
notice(Class['foo'][b])
