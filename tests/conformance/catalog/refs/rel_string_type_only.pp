notify { 'a': require => 'Notify' }
