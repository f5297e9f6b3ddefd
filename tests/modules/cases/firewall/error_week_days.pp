firewall { '100 x': week_days => 'Monday' }
