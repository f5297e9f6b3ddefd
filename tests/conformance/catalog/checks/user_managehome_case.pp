user { 'deploy': managehome => 'Yes', system => true }
notice('accepted')
