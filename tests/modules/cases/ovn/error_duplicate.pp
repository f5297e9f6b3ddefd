class { 'ovn::northd': }
class { 'ovn::northd': dbs_listen_ip => '10.0.0.10' }
