firewall { '100 x': ctorigsrcport => '80-90' }
