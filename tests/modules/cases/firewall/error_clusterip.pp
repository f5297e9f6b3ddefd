firewall { '100 x': clusterip_hashmode => 'random' }
