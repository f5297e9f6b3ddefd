firewall { '100 x': provider => 'ip6tables', table => 'nat', chain => 'POSTROUTING', jump => 'MASQUERADE', random_fully => 'yes' }
