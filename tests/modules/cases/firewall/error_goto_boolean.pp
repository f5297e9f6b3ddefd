firewall { '100 x': goto => true }
