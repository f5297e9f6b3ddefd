firewall { '100 x': queue_bypass => true }
