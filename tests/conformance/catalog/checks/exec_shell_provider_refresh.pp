exec { 'echo hi': provider => shell, refresh => 'nope' }
notice('ok')
