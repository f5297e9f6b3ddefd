firewall { '100 x': pkttype => 'anycast' }
