sahara_node_group_template { 'n': node_processes => ['namenode'] }
