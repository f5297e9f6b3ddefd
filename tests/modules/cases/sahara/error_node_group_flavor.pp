sahara_node_group_template { 'n': plugin => 'vanilla', plugin_version => '2.7.1', flavor => ' ', node_processes => ['namenode'] }
