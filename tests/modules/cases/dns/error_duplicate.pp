include dns
dns::zone { 'example.com': soaip => '192.168.0.1' }
dns::zone { 'example.com': soaip => '192.168.0.2' }
