file { '/tmp/x': }
notify { 'a': }
$r = [Notify['a'], File['/tmp/x']]
notice($r)
notice(String(Notify['a']))
notice("ref: ${Notify['a']}")
notice(Notify['a'] =~ Type[Notify])
notice(Class['main'])
