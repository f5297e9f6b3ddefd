exec { '/bin/true': refresh => ['nope'], onlyif => '/bin/x' }
notice('ok')
