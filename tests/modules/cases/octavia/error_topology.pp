class { 'octavia::controller': loadbalancer_topology => 'TRIPLE' }
