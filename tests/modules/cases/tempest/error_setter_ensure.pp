tempest_flavor_id_setter { 'flavor_ref': ensure => latest }
