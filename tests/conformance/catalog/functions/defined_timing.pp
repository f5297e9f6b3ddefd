notice(defined(File['/tmp/x']))
file { '/tmp/x': }
notice(defined(File['/tmp/x']))
define mytype() {}
notice(defined('mytype'))
notice(defined(Mytype['a']))
mytype { 'a': }
notice(defined(Mytype['a']))
notice(defined('file'))
notice(defined(Class['nope']))
