file { 'logical': path => 'relative' }
