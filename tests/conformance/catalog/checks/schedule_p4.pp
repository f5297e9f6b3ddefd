schedule { 'a': repeat => -1 }
