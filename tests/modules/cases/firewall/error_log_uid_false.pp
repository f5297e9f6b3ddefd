firewall { '100 x': log_uid => false }
