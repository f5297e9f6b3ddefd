octavia_config { 'DEFAULT/debug': value => true }
octavia_config { 'DEFAULT/debug': value => false }
