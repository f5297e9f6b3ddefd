exec { 'hc': command => 'echo hi', provider => shell }
notice('ok')
