vs_bridge { 'br-int': mac_table_size => '2048' }
