nova_aggregate { 'fast': availability_zone => 3 }
