notice(Class['x']('y'))
