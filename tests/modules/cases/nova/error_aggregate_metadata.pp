nova_aggregate { 'fast': metadata => 'ssd' }
