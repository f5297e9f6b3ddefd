firewall { '100 x': notrack => true }
