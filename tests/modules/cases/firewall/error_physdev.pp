firewall { '100 x': physdev_in => 'br 0' }
