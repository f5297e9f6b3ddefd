class { 'octavia::worker': nova_flavor_config => ['ram'] }
