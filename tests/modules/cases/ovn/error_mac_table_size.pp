ovn::controller::bridge { 'physnet1:br-ex': mac_table_size => '2048' }
