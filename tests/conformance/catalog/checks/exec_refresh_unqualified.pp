exec { '/bin/true': refresh => 'nope' }
notice('ok')
