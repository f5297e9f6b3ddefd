notice(Class['foo']['x'])
