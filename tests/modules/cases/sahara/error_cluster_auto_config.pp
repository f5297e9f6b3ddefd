sahara_cluster_template { 'c': node_groups => ['master:1'], auto_config => 'yes' }
