class { 'demo': p => 'given' }
notice(Class['demo'])
notice(Demo::D)
notice(Demo::D['a'])
