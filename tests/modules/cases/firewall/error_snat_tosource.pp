firewall { '100 x': table => 'nat', chain => 'POSTROUTING', jump => 'SNAT' }
