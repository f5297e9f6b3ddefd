sahara_cluster_template { 'c': node_groups => ['a:+2'] }
