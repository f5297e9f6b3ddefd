sahara_cluster_template { 'c': }
