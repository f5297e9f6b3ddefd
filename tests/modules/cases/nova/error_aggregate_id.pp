nova_aggregate { 'fast': id => 3 }
