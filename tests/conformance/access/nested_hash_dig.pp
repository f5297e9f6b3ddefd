$config = { 'db' => { 'hosts' => ['a', 'b', 'c'], 'port' => 5432 }, 'cache' => undef }
notice($config['db']['hosts'][-1])
notice($config['db']['hosts'][1, 2])
notice($config['db']['hosts'][5])
notice($config['cache'])
notice($config['missing'])
notice($config.dig('db', 'port'))
notice($config['db']['port'] + 1)
