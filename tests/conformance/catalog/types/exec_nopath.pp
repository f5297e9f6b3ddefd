exec { 'run': command => 'echo hi' }
