notify { 'a': }
$r = Notify['a']
notice("ref: ${r}")
notice("${Notify['a']}")
notice([Notify['a'], Class['main']])
notice({ 'r' => File['/x'] })
