schedule { 'a': repeat => 2.5 }
