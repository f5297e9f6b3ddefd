firewall { '100 x': jump => 'MY.CHAIN' }
