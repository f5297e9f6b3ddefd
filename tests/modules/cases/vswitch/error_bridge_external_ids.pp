vs_bridge { 'br-int': external_ids => 'bridge-id' }
