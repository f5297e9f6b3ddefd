vs_bridge { 'br0': external_ids => File['/tmp/x'] }
