firewall { '100 x': ctstate => 'BOGUS' }
