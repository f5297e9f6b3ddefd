firewall { '100 x': ctstatus => 'NEW' }
