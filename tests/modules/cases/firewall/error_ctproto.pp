firewall { '100 x': ctproto => 'tcp' }
