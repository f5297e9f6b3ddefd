nova_flavor { 'm1.tiny': properties => 'hw:cpu_policy=dedicated,quota' }
