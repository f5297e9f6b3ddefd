class foo($a = 1) {}
notice(Class['foo'][a])
