exec { 'echo hi': }
