define host_entry($ip) { @@notify { "host-${title}": message => $ip, tag => 'hosts' } }
host_entry { 'a': ip => '10.0.0.1' }
host_entry { 'b': ip => '10.0.0.2' }
Notify <<| tag == 'hosts' |>>
notice('collected')
