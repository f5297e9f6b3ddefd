file { '/tmp/a': mode => '0644' }
file { '/tmp/b': mode => '755' }
file { '/tmp/c': mode => 'u=rw,go=r' }
file { '/tmp/d': mode => 'a+x' }
file { '/tmp/e': mode => '4755' }
notice('ok')
