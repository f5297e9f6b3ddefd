firewall { 'accept ssh': dport => 22, proto => 'tcp', action => 'accept' }
