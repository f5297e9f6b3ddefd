class foo($p = 'v') { }
include foo
notice(Class['foo']['p'])
notice(Class[foo][p])
notice(Class['foo']['nope'])
