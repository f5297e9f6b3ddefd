notice(Class['main'])
notice(defined(Class['main']))
notice(Class['main'][name])
