exec { 'hc': command => 'echo hi', provider => 'shell', onlyif => 'test -f /x', unless => ['true'] }
notice('ok')
