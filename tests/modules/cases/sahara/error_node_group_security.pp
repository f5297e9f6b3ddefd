sahara_node_group_template { 'n': plugin => 'vanilla', plugin_version => '2.7.1', flavor => 'm1', node_processes => ['namenode'], auto_security_group => 'no' }
