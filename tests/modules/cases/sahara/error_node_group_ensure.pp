sahara_node_group_template { 'n': ensure => running }
