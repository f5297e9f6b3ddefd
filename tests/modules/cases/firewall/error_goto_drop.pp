firewall { '100 x': goto => 'DROP' }
