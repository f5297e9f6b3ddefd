firewall { '100 x': string => 'x', string_algo => 'regex' }
