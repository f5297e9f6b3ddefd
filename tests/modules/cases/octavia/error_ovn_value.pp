octavia_ovn_provider_config { 'ovn/x': value => "a\tb" }
