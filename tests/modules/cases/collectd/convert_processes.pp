notice(collectd_convert_processes([{ 'name' => 'foo', 'regex' => '.*' }, { 'name' => 'bar', 'regex' => '[0-9]+' }, 'alone']))
notice(collectd_convert_processes({ 'x' => { 'regex' => 'y' } }))
notice(collectd_convert_processes([]))
notice(collectd_convert_processes([{ 'regex' => 'noname' }]))
