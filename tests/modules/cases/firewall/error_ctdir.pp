firewall { '100 x': ctdir => 'reply' }
