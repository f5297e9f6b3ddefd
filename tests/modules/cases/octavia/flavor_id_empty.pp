class { 'octavia::controller': amp_flavor_id => '' }
include octavia::worker
