nova_aggregate { 'fast':
  metadata => 'ssd=true,zone',
  hosts    => 'b.example.com, a.example.com',
}
nova_flavor { 'm1.small':
  properties => 'hw:cpu_policy=dedicated,,',
  is_public  => 'No',
}
