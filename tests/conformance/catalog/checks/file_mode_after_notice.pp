notice('before')
file { '/tmp/a': mode => '0999' }
notice('after')
