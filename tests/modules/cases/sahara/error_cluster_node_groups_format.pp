sahara_cluster_template { 'c': node_groups => ['master'] }
