logrotate::rule { 'nopath': rotate => 1 }
