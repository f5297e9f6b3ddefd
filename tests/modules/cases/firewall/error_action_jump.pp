firewall { '100 x': action => 'accept', jump => 'MY_CHAIN' }
