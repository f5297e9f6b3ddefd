firewall { '100 x': month_days => true }
