user { 'deploy': managehome => 1 }
